import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeAppContract } from '../store-app-contract.ts';
import { platformAStub, startPlatformA } from '../support/platform-a-stub.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** Spec "Hosted store apps" for platform_a (signed callback, X-Platform-* webhooks, HS256 session token), against its stub on 127.0.0.1. */
storeAppContract(() => platformAStub());

describe('platform_a store app: its own protocol', { timeout: 120_000 }, () => {
  const DOMAIN = 'myplatform-a.test';
  let t: TestApp;
  let platform: Awaited<ReturnType<typeof startPlatformA>>;
  beforeAll(async () => {
    platform = await startPlatformA(DOMAIN);
    t = await startTestApp({
      PLATFORM_A_CLIENT_ID: platform.clientId,
      PLATFORM_A_CLIENT_SECRET: platform.clientSecret,
      PLATFORM_A_SHOP_DOMAIN: DOMAIN,
      PLATFORM_A_API_URL: platform.apiUrl,
    });
  });
  afterAll(async () => {
    await t?.close();
    await platform?.close();
  });

  it('the consent page names the app, its scopes and the callback; a platform without its app answers 404', async () => {
    const start = await t.app.inject({
      method: 'GET',
      url: `/v1/connectors/platform_a/install?shop=acme.${DOMAIN}`,
    });
    expect(start.statusCode).toBe(302);
    const consent = new URL(String(start.headers.location));
    expect(consent.pathname).toBe(`/shops/acme.${DOMAIN}/admin/oauth/authorize`);
    expect(consent.searchParams.get('client_id')).toBe(platform.clientId);
    expect(consent.searchParams.get('scope')).toBe('read_products');
    expect(consent.searchParams.get('redirect_uri')).toMatch(
      /\/v1\/connectors\/platform_a\/oauth\/callback$/,
    );
    expect(String(start.headers['set-cookie'])).toMatch(
      /^sg_app_state=[^;]+; Path=\/v1\/connectors\/; Max-Age=600; HttpOnly; SameSite=Lax/,
    );
    for (const other of ['platform_b', 'platform_c'])
      expect(
        (await t.app.inject({ method: 'GET', url: `/v1/connectors/${other}/install?shop=x` })).statusCode,
      ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/connectors/platform_d/install?shop=x' })).statusCode,
    ).toBe(422);
  });
});
