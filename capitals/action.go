package capitals

// Action is the kind of a Move.
type Action uint8

// The actions, with their notation.
const (
	ActNone     Action = iota
	ActBox             // "box T": Chance returns a tile of an Era stack to the box (2 players)
	ActSeat            // "seat p2": Chance places p2 on the next Initiative space at setup
	ActDraw            // "draw T": Chance draws T into the $0 row
	ActSpace           // "space 2": choose the 2nd Initiative space from the left
	ActTake            // "take T": take T from the Projects Area
	ActPlace           // "place 1,-2": place the tile taken at row 1, column -2
	ActEffect          // "effect 2": resolve the 2nd pending effect next
	ActYes             // "yes": upgrade the Power Plant, or do what a tile says you may
	ActNo              // "no": decline
	ActFirst           // "either 1"
	ActSecond          // "either 2"
	ActActivate        // "activate 0,1" or "activate 0,1 from side 1,0": activate a tile, paying with the Tourists named
	ActDone            // "done": end the Executive turn
	ActPrestige        // "bonus prestige": the reward for passing every activation
	ActCube            // "bonus cube"
	ActFree            // "free 0,2": activate an adjacent tile for free
	ActToken           // "token 3,0": move a surrounded Construction Token there
	ActDeal            // "deal T": Chance deals Prosperity tile T face down (the seat is in the prompt)
	ActBuild           // "build T": build Prosperity tile T from your hand (then "place")
	ActLake            // "lake T": reveal Prosperity tile T and build it as a Lake (then "place")
)

// actionWords are the actions' first words in the notation, by action.
var actionWords = [...]string{"", "box", "seat", "draw", "space", "take", "place", "effect", "yes", "no", "either", "either",
	"activate", "done", "bonus", "bonus", "free", "token", "deal", "build", "lake"}
