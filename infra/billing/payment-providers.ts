import type { PaymentProvider } from '../../domain/billing/payment-provider.ts';
import type { ProviderName } from '../../domain/billing/subscription-events.ts';
import type { Config } from '../config.ts';
import { ManualPaymentProvider, type MockPaymentProvider } from './mock-payment-provider.ts';
import { ProviderAPaymentProvider } from './provider-a.ts';
import { ProviderBPaymentProvider } from './provider-b.ts';

/**
 * The payment providers this deployment speaks to, chosen once from configuration:
 * `BILLING_PROVIDER` takes new checkouts; `manual` is always there (stores billed by hand);
 * a hosted provider is there when its key and webhook secret are set (so that stores which
 * paid through it keep renewing after the operator switches); `mock` only when it is chosen.
 * Webhooks are accepted only for the providers here.
 */
export function paymentProviders(
  config: Config,
  mock: MockPaymentProvider,
): { checkout: ProviderName; providers: Readonly<Partial<Record<ProviderName, PaymentProvider>>> } {
  const providers: Partial<Record<ProviderName, PaymentProvider>> = {
    manual: new ManualPaymentProvider(config.PUBLIC_BASE_URL),
  };
  if (config.BILLING_PROVIDER === 'mock') providers.mock = mock;
  if (config.PROVIDER_A_API_URL && config.PROVIDER_A_SECRET_KEY && config.PROVIDER_A_WEBHOOK_SECRET) {
    providers.provider_a = new ProviderAPaymentProvider({
      apiUrl: config.PROVIDER_A_API_URL,
      secretKey: config.PROVIDER_A_SECRET_KEY,
      webhookSecret: config.PROVIDER_A_WEBHOOK_SECRET,
      publicBaseUrl: config.PUBLIC_BASE_URL,
      timeoutMs: config.PAYMENT_PROVIDER_TIMEOUT_MS,
    });
  }
  if (config.PROVIDER_B_API_URL && config.PROVIDER_B_API_KEY && config.PROVIDER_B_WEBHOOK_SECRET) {
    providers.provider_b = new ProviderBPaymentProvider({
      apiUrl: config.PROVIDER_B_API_URL,
      apiKey: config.PROVIDER_B_API_KEY,
      webhookSecret: config.PROVIDER_B_WEBHOOK_SECRET,
      timeoutMs: config.PAYMENT_PROVIDER_TIMEOUT_MS,
    });
  }
  return { checkout: config.BILLING_PROVIDER, providers };
}
