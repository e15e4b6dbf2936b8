import { searchEngineContract } from '../../../test/search-engine-contract.ts';
import { EmbeddedSearchEngine } from './embedded-search-engine.ts';
import { SimpleAnalyzer } from './simple-analyzer.ts';

searchEngineContract('embedded', async () => new EmbeddedSearchEngine({ analyzer: new SimpleAnalyzer() }));
