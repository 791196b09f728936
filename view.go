package rulebook

// Decision is the part of every game's View that says where the game
// stands: the party that owes the next decision, what is being decided and
// whether the game is over. A game's View embeds it (its fields marshal as
// the View's own "to_move", "prompt" and "over"), filled by [DecisionOf].
type Decision struct {
	// ToMove is the party that owes the next decision (Chance, Nobody or
	// a seat). Its JSON is a number, as Player is: the seat (0, 1, …), -1
	// for Chance, -2 for Nobody.
	ToMove Player `json:"to_move"`
	// Prompt is what is being decided, in words a UI can show.
	Prompt string `json:"prompt"`
	// Over reports that the game has ended.
	Over bool `json:"over"`
}

// DecisionOf is the Decision the state s stands at, from its ToMove, Prompt
// and Over.
func DecisionOf(s interface {
	ToMove() Player
	Prompt() string
	Over() bool
}) Decision {
	return Decision{ToMove: s.ToMove(), Prompt: s.Prompt(), Over: s.Over()}
}
