/** One picture of The Blindfolded Slideshow (spec 2 §3: url, photographer username, name, alt description). */
export interface DeckPhoto {
  url: string;
  username: string;
  name: string;
  altDescription: string;
  link?: string;
}

// The illustrations are drawn for this product and served by the web app from remix/public/slideshow.
const USERNAME = 'impromptu';
const NAME = 'Impromptu illustration team';

const pictures: ReadonlyArray<readonly [slug: string, altDescription: string]> = [
  ['lighthouse-at-dusk', 'a red and white lighthouse on a dark cliff sweeping its beam over the sea at dusk'],
  ['hot-air-balloon', 'a striped hot-air balloon drifting over rolling green fields under a sunny sky'],
  ['cat-on-windowsill', 'an orange cat sitting on a windowsill between pink curtains, looking out at a moonlit town'],
  ['city-skyline-night', 'a city skyline at night with lit windows, a tall spire and a full moon over the river'],
  [
    'bowl-of-ramen',
    'a steaming bowl of ramen with noodles, soft-boiled eggs, pork, seaweed and chopsticks on a wooden table',
  ],
  ['desert-cacti', 'tall saguaro cacti in a desert at sunset with red rock mesas behind them'],
  ['astronaut', 'an astronaut floating in space on a tether above the Earth, with a ringed planet in the distance'],
  ['rainy-street-umbrellas', 'three people with pink, yellow and blue umbrellas walking along a rainy city street'],
  ['treehouse', 'a wooden treehouse with a red roof in a big leafy tree, with a rope ladder and a swing'],
  ['sailboat', 'a sailboat with white sails on a blue sea, with a green island and seagulls nearby'],
  [
    'robot-watering-plants',
    'a friendly robot in a greenhouse watering a sunflower and potted flowers with a watering can',
  ],
  ['mountain-cabin', 'a snowy log cabin with a glowing window and smoking chimney beneath mountains at twilight'],
  ['bicycle-by-canal', 'a pink bicycle with a flower basket by a canal lined with colourful gabled houses'],
  ['campfire', 'a crackling campfire under the stars in a pine forest, with a tent and a marshmallow on a stick'],
  ['penguin', 'an emperor penguin and its fluffy grey chick standing on the ice beside icebergs'],
  ['cactus-in-pot', 'a round flowering cactus in a terracotta pot on a sunny shelf with two smaller plants'],
  [
    'library',
    'a cosy library with tall bookshelves, a rolling ladder, an arched window, a pink armchair and a reading lamp',
  ],
  ['rocket-launch', 'a white and pink rocket lifting off from its launch tower in billowing clouds of smoke'],
  ['pizza', 'a pepperoni pizza with basil and olives on a checked tablecloth, one slice pulled away'],
  ['subway-train', 'a silver subway train stopped at a tiled station platform with a yellow safety strip'],
  ['volcano', 'an erupting volcano with glowing lava rivers and a plume of smoke against a red sky'],
  ['whale', 'a huge blue whale swimming through sunlit water with a small school of yellow fish'],
  ['carnival-wheel', 'a Ferris wheel with colourful gondolas and twinkling lights over striped carnival tents at dusk'],
  ['bookshop-cat', 'a grey cat asleep on a stack of books on a bookshop counter under a hanging lamp'],
  ['chess-board', 'a chess board mid-game with a white king, pawns and a black knight'],
  [
    'garden-gnome',
    'a garden gnome with a tall red hat and white beard standing in front of a picket fence among mushrooms',
  ],
  ['beach-umbrella', 'a pink and white beach umbrella on a sandy beach with a towel, a beach ball and a sandcastle'],
  ['snowman', 'a snowman with a top hat, pink scarf, carrot nose and twig arms in falling snow'],
  ['vintage-car', 'a teal vintage car on a road in front of a striped retro sunset and palm trees'],
  ['piano', 'a black grand piano under a spotlight on a stage framed by red curtains'],
  ['hamster-wheel', 'a hamster running in a blue exercise wheel inside its cage, with a water bottle and a seed bowl'],
  ['kite-festival', 'colourful kites with long tails flying above a green hill where people hold the strings'],
  ['castle', 'a fairytale castle with pink cone-topped towers and flags on a green hill'],
  [
    'submarine',
    'a yellow submarine with round portholes and a periscope exploring the sea floor among fish and seaweed',
  ],
  [
    'farmers-market',
    "a farmers' market stall under a striped awning with crates of apples, carrots, oranges and aubergines",
  ],
  ['lantern-festival', 'glowing paper lanterns rising into the night sky over a lake while people release one more'],
  ['giraffe', 'a giraffe standing on the savanna at golden hour beside a flat-topped acacia tree'],
  ['windmill', 'a Dutch windmill beside long rows of red, yellow, pink and orange tulips'],
  ['latte-art', 'a cup of coffee with heart-shaped latte art on a saucer, with coffee beans and a cookie'],
  ['paper-airplane', 'a white paper airplane looping through a blue sky, leaving a dotted trail over green hills'],
  [
    'moon-landing',
    'a lunar lander and an astronaut on the grey surface of the Moon, with the Earth rising in the black sky',
  ],
  [
    'northern-lights',
    'green and pink northern lights over snowy mountains and a lake, with a glowing tent on the shore',
  ],
  ['hedgehog', 'a hedgehog walking through fallen autumn leaves past small red mushrooms'],
  ['owl-on-branch', 'a wide-eyed brown owl perched on a branch in front of a full moon'],
];

/** The bundled deck: used when no photo service key is configured. */
export const bundledDeck: readonly DeckPhoto[] = Object.freeze(
  pictures.map(([slug, altDescription]) =>
    Object.freeze({ url: `/slideshow/${slug}.svg`, username: USERNAME, name: NAME, altDescription }),
  ),
);
