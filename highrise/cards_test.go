package highrise

import "testing"

// Every Power Card stack: its cards are set out at setup beside the tenant
// or Bonus Tile it belongs to, and a card of it, used in its window (or
// triggered by its event), changes the game; a single-use card goes back to
// its stack, a once-per-round card turns face down.
func TestEveryPowerCardStack(t *testing.T) {
	fresh, err := New(testContent, WithPlayers(4))
	if err != nil {
		t.Fatal(err)
	}
	for k, card := range testContent.cards {
		t.Run(card.ID, func(t *testing.T) {
			if int(fresh.stacks[k]) != card.Count {
				t.Errorf("%d cards in the stack at setup, want %d", fresh.stacks[k], card.Count)
			}
			owned := false
			for _, ten := range testContent.tenants {
				owned = owned || ten.Card == k
			}
			for _, tile := range testContent.tiles {
				owned = owned || tile.Card == k
			}
			if !owned {
				t.Errorf("no tenant or Bonus Tile offers it")
			}
			s := prepared(t)
			stack := s.stacks[k]
			give(t, s, 0, card.ID, 1)
			switch card.Event {
			case evMove, evAfterAction, evGameEnd:
				// With a move, after an action, at the game's end: see
				// TestMayorsOfficeShares, TestTaxicabCommission,
				// TestStockbroker and TestMarketingFirmLuxuries.
				return
			}
			if card.Event == evAnytime {
				other := testContent.cardIndex("dot-com")
				s.stacks[other]--
				s.p[0].Down[other]++
			}
			s.cons = construction{Active: true, Who: 0, Height: 11, Extra: 1, Space: -1, Exact: true, Home: -1}
			depth := len(s.stack)
			before := summary(s)
			if card.Timing == timingOngoing {
				s.trigger(0, card.Event)
				if err := s.settle(); err != nil {
					t.Fatal(err)
				}
			} else {
				window := card.Event
				switch card.Event {
				case evExtraFloor:
					window = evAfterConstruct
				case evAnytime:
					window = evEndOfTurn
				}
				if !s.usable(0, k, window) {
					t.Fatalf("not usable in its window")
				}
				s.stack.Push(task{Op: opWindow, Who: 0, K: int16(window)})
				play(t, s, "use "+card.ID)
				switch card.Timing {
				case timingSingle:
					if s.p[0].Up[k] != 0 || s.stacks[k] != stack {
						t.Errorf("a single-use card is not back in its stack")
					}
				case timingRound:
					if s.p[0].Down[k] != 1 {
						t.Errorf("a once-per-round card is not face down")
					}
				}
			}
			answer(t, s, depth, 6)
			if summary(s) == before {
				t.Errorf("using it changed nothing")
			}
			if err := s.conserved(); err != nil {
				t.Error(err)
			}
		})
	}
}

// Mayor's Office: onto an occupied space, sliding beneath, for a Corruption.
func TestMayorsOfficeShares(t *testing.T) {
	s := prepared(t)
	stack := s.stacks[testContent.cardIndex("mayors-office")]
	k := give(t, s, 0, "mayors-office", 1)
	s.stack = s.stack[:0]
	for p := range s.p {
		s.p[p].Pos = -1
	}
	var q int
	for q = range s.side.Spaces {
		if sp := &s.side.Spaces[q]; sp.Kind == kindAction && testContent.actions[sp.Action].ID == "take-red" {
			break
		}
	}
	s.p[1].Pos, s.p[1].Arrive = int8(q), 1
	s.stack.Push(task{Op: opTurn, Who: 0})
	id := s.side.Spaces[q].ID
	if legalStrings(s)["go "+id] {
		t.Error("an occupied space is open without the card")
	}
	play(t, s, "go "+id+" mayor")
	if s.p[0].Up[k] != 0 || s.stacks[k] != stack || s.Corruption(0) < 4 || !s.p[0].Shared {
		t.Errorf("card %d, stack %d, Corruption %d", s.p[0].Up[k], s.stacks[k], s.Corruption(0))
	}
}

// Archive stands in for another 1x card: "you can play a High-Speed
// Elevator, discard the Archive instead, and play the High-Speed Elevator
// again ... you must gain a Corruption".
func TestArchiveStandsIn(t *testing.T) {
	s := prepared(t)
	hse := give(t, s, 0, "high-speed-elevator", 1)
	arc := give(t, s, 0, "archive", 1)
	arcStack := s.stacks[arc]
	s.cons = construction{Active: true, Who: 0, Height: 11, Space: -1, Home: -1}
	s.stack.Push(task{Op: opWindow, Who: 0, K: evAfterConstruct})
	play(t, s, "use high-speed-elevator stand-in")
	if s.p[0].Up[hse] != 1 || s.p[0].Up[arc] != 0 || s.stacks[arc] != arcStack+1 {
		t.Errorf("the Archive did not stand in: elevator %d, archive %d", s.p[0].Up[hse], s.p[0].Up[arc])
	}
	play(t, s, "use high-speed-elevator")
	wantVP(t, s, 8) // 4 VP twice for 11 Floors
	wantCorruption(t, s, 4)
}

// TestElevatorOnTallestBuilding: a count a script reads off a Building is
// in range for the tallest Building the game allows. Super High-Speed
// Elevator ("1 VP for every 2 Floors of the Building, rounded up") on a
// Building of maxHeight Floors gives maxHeight/2 VP; with the counts
// bounded at 40 the card failed on Buildings of 80 Floors and more, which
// a save could hold.
func TestElevatorOnTallestBuilding(t *testing.T) {
	s := prepared(t)
	give(t, s, 0, "super-high-speed-elevator", 1)
	s.cons = construction{Active: true, Who: 0, Height: maxHeight, Space: -1, Home: -1}
	s.stack.Push(task{Op: opWindow, Who: 0, K: evAfterConstruct})
	vp := s.p[0].VP
	play(t, s, "use super-high-speed-elevator")
	if got, want := int(s.p[0].VP-vp), maxHeight/2; got != want {
		t.Errorf("the card gave %d VP, want %d", got, want)
	}
}

// TestFloorsNewStopAtMaxHeight: Floors added to the new Building ("These
// Floors add to the Building's height") stop at the tallest Building the
// game allows, so its height never passes what Decode accepts.
func TestFloorsNewStopAtMaxHeight(t *testing.T) {
	for _, tc := range []struct {
		reason string
		height uint8
		asked  bool
	}{
		{"one Floor below the limit: asked", maxHeight - 1, true},
		{"at the limit: not asked", maxHeight, false},
	} {
		s := prepared(t)
		s.p[0].Yard[0] = 3
		s.cons = construction{Active: true, Who: 0, Height: tc.height, Space: -1, Home: -1}
		s.stack.Push(task{Op: opFloorsNew, Who: 0, N: 2})
		if err := s.settle(); err != nil {
			t.Fatal(err)
		}
		top := s.stack.Top()
		if asked := top != nil && top.Op == opFloorsNew; asked != tc.asked {
			t.Errorf("%s: asked %t, want %t", tc.reason, asked, tc.asked)
		}
	}
}
