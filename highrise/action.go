package highrise

// Action is the kind of a Move.
type Action uint8

// The actions, with their notation.
const (
	ActNone            Action = iota
	ActFloor                  // "floor red": Chance draws a Floor of that colour
	ActTile                   // "tile ID": Chance places a Bonus Tile
	ActBlueprint              // "blueprint ID": Chance deals a Blueprint Card
	ActTenant                 // "tenant ID": Chance deals a Tenant Tile
	ActYard                   // "yard 2": Chance deals Base Construction Yard #2
	ActGo                     // "go SPACE" or "go SPACE mayor": move the Mogul
	ActBonus                  // "bonus SPACE": take everything from a Bonus Space
	ActYes                    // "yes"
	ActNo                     // "no"
	ActFirst                  // "either 1"
	ActSecond                 // "either 2"
	ActPick                   // "pick red": choose a Floor colour
	ActDiscard                // "discard red": discard (or return) a Floor
	ActLose                   // "lose 2": lose that many Corruption
	ActCount                  // "count 2": how many (Construction Yards)
	ActBuild                  // "build A red2+up1": a Blueprint and the Floors paid
	ActSpires                 // "spires 1": Spires put on the new Building
	ActPlace                  // "place east-gardens-2": the Building Space
	ActSuburbs                // "suburbs": construct in the Suburbs
	ActExpand                 // "expand": take an Expanded Construction Yard
	ActOverflowDiscard        // "discard-down": discard down to capacity
	ActFrom                   // "from p2 red": a Floor from the player with the most
	ActUse                    // "use CARD": play a Power Card
	ActDone                   // "done": stop using cards, or stop an optional sequence
	ActHood                   // "hood ID": choose a Neighborhood
	ActBuilding               // "building SPACE": choose one of your Buildings
	ActTrade                  // "trade red2 blue": Floors given and the colour taken
	ActNoTrade                // "notrade"
	ActFlip                   // "flip CARD": turn a Power Card face down
	ActUnflip                 // "unflip CARD": turn a Power Card face up
	ActGive                   // "give red": give a Floor
	ActSwitch                 // "switch red blue": change a Floor's colour
	ActCover                  // "cover A red": an UltraPlastic requirement token on a red square of Blueprint A
	ActBlock                  // "block": a Neutral Mogul blocks
	ActBlocker                // "blocker B": Chance draws the Blueprint Blocker B
	ActChoose                 // "choose p1": choose a player (a choose_n over players)
	ActCard                   // "card CARD": choose a Power Card (a choose_n over cards)
)

// actionWords are the actions' first words in the notation, by action.
var actionWords = [...]string{"", "floor", "tile", "blueprint", "tenant", "yard", "go", "bonus", "yes", "no", "either", "either",
	"pick", "discard", "lose", "count", "build", "spires", "place", "suburbs", "expand", "discard-down", "from", "use", "done",
	"hood", "building", "trade", "notrade", "flip", "unflip", "give", "switch", "cover", "block", "blocker", "choose", "card"}
