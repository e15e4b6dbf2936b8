import type { FastifyRequest } from 'fastify';
import type { Role } from '../../domain/access/principal.ts';
import type { HostedPlatform } from '../../domain/connectors/contract.ts';
import type { StorePlatform } from '../../domain/connectors/store-platform.ts';
import type { SecretBox } from '../../domain/secrets/secret-box.ts';
import type { KeyGenerator } from '../../domain/tenancy/key-material.ts';
import type { AccountDeps } from '../accounts/account-deps.ts';
import type { ConnectorCommandDeps } from './connector-routes.ts';

/** A store as a hosted app needs to know it. */
export interface AppStore {
  readonly slug: string;
  readonly status: string;
  readonly defaultLocale: string;
  readonly currency: string;
}

/** A shop's connector as the read model has it. */
export interface ShopConnector {
  readonly tenantId: string;
  readonly connectorId: string;
  readonly enabled: boolean;
  readonly uninstalled: boolean;
  /** Sealed by the SecretBox with the connector's token context. */
  readonly storefrontKey: string | null;
  readonly settings: Readonly<Record<string, unknown>>;
}

/** What the hosted store app routes are handed (wired in infra/connectors/). */
export interface StoreAppDeps extends ConnectorCommandDeps {
  /** The configured platforms: a platform missing here has no app (its routes answer 404). */
  readonly platforms: Partial<Record<HostedPlatform, StorePlatform>>;
  readonly secrets: SecretBox;
  readonly keys: KeyGenerator;
  readonly accounts: AccountDeps;
  /** The service's public address: the OAuth callback is under it. */
  readonly publicBaseUrl: string;
  /** False only in development over plain HTTP (SESSION_COOKIE_SECURE). */
  readonly secureCookies: boolean;
  readonly storeOf: (tenantId: string) => Promise<AppStore | null>;
  readonly connectorOfShop: (platform: HostedPlatform, shop: string) => Promise<ShopConnector | null>;
  readonly log: (message: string) => void;
  /** The user a live dashboard session of the request belongs to, or null. */
  readonly signedInUser: (request: FastifyRequest) => Promise<string | null>;
  /** A user's role in a store, or null. */
  readonly roleIn: (tenantId: string, userId: string) => Promise<Role | null>;
}
