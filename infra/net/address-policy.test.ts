import { describe, expect, it } from 'vitest';
import { AddressPolicy } from './address-policy.ts';

const policy = new AddressPolicy();

describe('address policy for outgoing calls', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '0.0.0.0',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '100.64.0.1',
    '100.100.100.200',
    '169.254.169.254',
    '224.0.0.1',
    '255.255.255.255',
    '240.0.0.1',
    '198.18.0.1',
    '192.0.2.10',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd00:ec2::254',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:7f00:1',
    '64:ff9b::7f00:1',
    '2002:7f00:1::',
    '2001::1',
    '2001:db8::1',
  ])('refuses %s', (address) => {
    expect(policy.refusal(address)).not.toBeNull();
  });

  it.each(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows %s', (address) => {
    expect(policy.refusal(address)).toBeNull();
  });

  it('refuses what is not an address', () => {
    expect(policy.refusal('localhost')).not.toBeNull();
    expect(policy.refusal('2130706433')).not.toBeNull();
  });

  it('lets configured networks through and nothing else', () => {
    const open = new AddressPolicy(['127.0.0.1/32', 'fd00::/8']);
    expect(open.refusal('127.0.0.1')).toBeNull();
    expect(open.refusal('::ffff:127.0.0.1')).toBeNull();
    expect(open.refusal('fd12::1')).toBeNull();
    expect(open.refusal('127.0.0.2')).not.toBeNull();
    expect(open.refusal('10.0.0.1')).not.toBeNull();
  });
});
