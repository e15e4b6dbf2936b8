import { storeAppContract } from '../store-app-contract.ts';
import { startPlatformC } from '../support/platform-c-stub.ts';

/** Spec "Hosted store apps" for platform_c (app instances, RS256 webhook tokens, signed instance), against its stub on 127.0.0.1. */
storeAppContract(startPlatformC);
