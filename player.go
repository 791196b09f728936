package rulebook

import "strconv"

// Player names the party that owes the next decision: a seat (0, 1, …),
// the Chance party, or Nobody once the game is over.
type Player int8

const (
	// Chance is the party that decides draws, shuffles and deals. Its legal
	// moves are the possible outcomes, each with a weight.
	Chance Player = -1
	// Nobody owes a decision: the game is over.
	Nobody Player = -2
)

// IsSeat reports whether p is a seated player rather than Chance or Nobody.
func (p Player) IsSeat() bool { return p >= 0 }

// String returns "p0", "p1", … for seats, "chance" and "nobody".
func (p Player) String() string {
	switch {
	case p == Chance:
		return "chance"
	case p == Nobody:
		return "nobody"
	case p >= 0:
		return "p" + strconv.Itoa(int(p))
	}
	return "player(" + strconv.Itoa(int(p)) + ")"
}

// ParsePlayer reads the notation String writes.
func ParsePlayer(s string) (Player, error) {
	switch s {
	case "chance":
		return Chance, nil
	case "nobody":
		return Nobody, nil
	}
	if len(s) >= 2 && s[0] == 'p' {
		n, err := strconv.Atoi(s[1:])
		if err == nil && n >= 0 && n < 127 {
			return Player(n), nil
		}
	}
	return Nobody, &SyntaxError{Text: s, Reason: `a player is "p0", "p1", …, "chance" or "nobody"`}
}
