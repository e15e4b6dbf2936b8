import { storeAppContract } from '../store-app-contract.ts';
import { startPlatformB } from '../support/platform-b-stub.ts';

/** Spec "Hosted store apps" for platform_b (store hashes, unsigned callback, Standard Webhooks), against its stub on 127.0.0.1. */
storeAppContract(startPlatformB);
