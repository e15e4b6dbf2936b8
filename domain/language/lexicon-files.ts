import accessories from './data/lexicon/accessories.json' with { type: 'json' };
import appliances from './data/lexicon/appliances.json' with { type: 'json' };
import auto from './data/lexicon/auto.json' with { type: 'json' };
import baby from './data/lexicon/baby.json' with { type: 'json' };
import bags from './data/lexicon/bags.json' with { type: 'json' };
import beauty from './data/lexicon/beauty.json' with { type: 'json' };
import clothing from './data/lexicon/clothing.json' with { type: 'json' };
import electronics from './data/lexicon/electronics.json' with { type: 'json' };
import furniture from './data/lexicon/furniture.json' with { type: 'json' };
import grocery from './data/lexicon/grocery.json' with { type: 'json' };
import home from './data/lexicon/home.json' with { type: 'json' };
import kitchen from './data/lexicon/kitchen.json' with { type: 'json' };
import origins from './data/lexicon/origins.json' with { type: 'json' };
import perfume from './data/lexicon/perfume.json' with { type: 'json' };
import pets from './data/lexicon/pets.json' with { type: 'json' };
import pharmacy from './data/lexicon/pharmacy.json' with { type: 'json' };
import shoes from './data/lexicon/shoes.json' with { type: 'json' };
import shopping from './data/lexicon/shopping.json' with { type: 'json' };
import sports from './data/lexicon/sports.json' with { type: 'json' };
import stationery from './data/lexicon/stationery.json' with { type: 'json' };
import textiles from './data/lexicon/textiles.json' with { type: 'json' };
import tools from './data/lexicon/tools.json' with { type: 'json' };

/** The product lexicon, one file per commerce area (`data/lexicon/<domain>.json`), checked when loaded. */
export const LEXICON_FILES: readonly unknown[] = [
  accessories,
  appliances,
  auto,
  baby,
  bags,
  beauty,
  clothing,
  electronics,
  furniture,
  grocery,
  home,
  kitchen,
  origins,
  perfume,
  pets,
  pharmacy,
  shoes,
  shopping,
  sports,
  stationery,
  textiles,
  tools,
];
