import { describe, expect, it } from 'vitest';
import { signature, signedHeaders } from './signature.ts';

describe('Standard Webhooks signatures', () => {
  it('reproduces the reference vector of the Standard Webhooks specification', () => {
    expect(
      signature(
        'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        'msg_p5jXN8AQM9LWM0D4loKWxJek',
        1614265330,
        '{"test": 2432232314}',
      ),
    ).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('signs the bytes given: one changed byte changes the signature', () => {
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const a = signature(secret, 'msg_1', 1, '{"a":1}');
    expect(signature(secret, 'msg_1', 1, Buffer.from('{"a":1}'))).toBe(a);
    expect(signature(secret, 'msg_1', 1, '{"a":2}')).not.toBe(a);
    expect(signature(secret, 'msg_1', 2, '{"a":1}')).not.toBe(a);
    expect(signature(secret, 'msg_2', 1, '{"a":1}')).not.toBe(a);
  });

  it('sends one space-separated entry per secret while a rotation is in force', () => {
    const headers = signedHeaders(['whsec_AAAA', 'whsec_BBBB'], 'msg_x', 10, 'body');
    expect(headers['webhook-id']).toBe('msg_x');
    expect(headers['webhook-timestamp']).toBe('10');
    expect(headers['webhook-signature'].split(' ')).toEqual([
      signature('whsec_AAAA', 'msg_x', 10, 'body'),
      signature('whsec_BBBB', 'msg_x', 10, 'body'),
    ]);
  });

  it('refuses a secret without its prefix', () => {
    expect(() => signature('MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'msg', 1, '')).toThrow(/whsec_/);
  });
});
