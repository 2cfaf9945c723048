"""Writes the tutorial notebooks in ``notebooks/`` from the lesson texts below.

Usage: ``python scripts/build_notebooks.py`` (write) or ``--check`` (exit 1 if a committed
notebook differs from what this script would write).

Prose never states an outcome by hand: a number about what an action does is written as
``{{scenario/claim.measure}}`` and filled in from the scenario's claim, which the tests replay
against the engine. The notebooks are written without outputs.
"""

from __future__ import annotations

import json
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
SCENARIOS = ROOT / "potion_widget" / "data" / "scenarios"

PLACEHOLDER = re.compile(r"\{\{([a-z0-9-]+)/([a-z0-9-]+)\.([a-z_]+)\}\}")
CLAIM_CALL = re.compile(r"Predict\(\"([a-z0-9-]+)\", \"([a-z0-9-]+)\"\)")
HAND_WRITTEN_OUTCOME = re.compile(
    r"(?<![\w{])-?\d+\s+(marbles?|steps?|points?|tokens?|potions?|explosions?)\b")
"""An outcome-like number written by hand in prose; the tests forbid it in templates."""

IMPORTS = """from potion_widget import PotionWidget, scenarios
from potion_widget.lessons import Predict, story"""


def md(text: str) -> tuple[str, str]:
    return ("markdown", text.strip("\n"))


def code(text: str) -> tuple[str, str]:
    return ("code", text.strip("\n"))


def ask(scenario: str, claim: str) -> tuple[str, str]:
    return code(f'Predict("{scenario}", "{claim}")')


HOW_TO = """*How to use this notebook:* run the cells from top to bottom (Shift+Enter). A board
is live: you can click marbles in it. An exercise asks a question first; click your answer and
the board plays the move, then says whether you were right. "Try again" takes the move back."""


# ----------------------------------------------------------------------------------------------
LESSON_01 = [
    md(f"""
# 1. Explosions

Potion Explosion is played with coloured marbles in a dispenser. You take marbles to brew
potions, and the art of the game is to take one marble that makes many more **explode** into
your hand. This notebook shows exactly when that happens and when it does not.

{HOW_TO}
"""),
    code(IMPORTS),
    md("""
## The dispenser

There are four colours of marbles (rule C1): blue, black, red and yellow. The dispenser has five
**tracks**, numbered 0 to 4 from the left (D1). Each track is a column read from the bottom:
position 0 is the marble nearest to you. You can take a marble from positions 0 to 7. The ninth
marble, at position 8, is visible but can never be taken, and anything above it is hidden under
the lid (D2).
"""),
    code("""
board = PotionWidget(scenarios.load("collisions"))
board
"""),
    md("""
## Taking a marble and the slide

Your turn's **usual pick** (T2) takes one marble. The marbles above it slide down to close the
gap (D5). Where the gap closes, the marble that slid down meets the marble that was below the
gap: that is a **collision** (D6). When the two colours differ, nothing more happens.

Track 0 holds red, blue, yellow from the bottom. Predict what taking the blue does.
"""),
    ask("collisions", "different-colours"),
    md("""
The pick took {{collisions/different-colours.takes}} marble: the yellow slid onto the red,
different colours, so the story ends there.

If you take the top marble of a track, nothing slides and nothing collides at all:
"""),
    ask("collisions", "top-marble"),
    md("""
## A collision of one colour

When the two marbles that meet have **the same colour**, they explode, together with every
marble of that colour touching them in the same track (D7). Exploded marbles leave the dispenser
and go to your hand as well.

Track 1 holds yellow, red, blue, red, red, black. What does taking the blue bring you?
"""),
    ask("collisions", "same-colours"),
    md("""
The lone red at position 1 met the two reds above it: {{collisions/same-colours.exploded}}
marbles exploded, so the pick took {{collisions/same-colours.takes}} marbles in all. The black
then slid onto the yellow, different colours, so it stopped.
"""),
    md("""
## Touching is not colliding

**A common misreading.** *Wrong:* "three blues touch each other, so they explode." *Right:*
marbles that already touch never explode on their own. Only a collision makes an explosion
(D8).

Track 0 of this board holds black, then three blues, then yellow.
"""),
    ask("touching", "touching-stay"),
    md("""
Taking the black at the bottom took {{touching/touching-stay.takes}} marble. Nothing was below
the gap, so nothing collided; the three blues slid down together and are still there.

The same holds when marbles only take part in a collision of two different colours: they stay
(D8).
"""),
    ask("touching", "different-meet"),
    md("""
## Taking the middle of three

Take the middle marble of three touching marbles of one colour, and its two neighbours collide:
the rest of the group explodes (D9). Track 1 holds yellow, three reds, black.
"""),
    ask("touching", "middle-of-three"),
    md("""
The middle red made the other two collide: the pick took {{touching/middle-of-three.takes}}
marbles. Compare with taking the *lowest* red of the same group: its neighbour below is yellow,
so nothing of one colour meets.
"""),
    ask("touching", "end-of-run"),
    md("""
## Chains

An explosion leaves a gap of its own. The marbles above slide down again and may cause the next
collision: a **chain** (D7). The chain stops at the first collision of two different colours, or
where nothing meets.

Track 0 of this board holds red, blue, yellow, blue, blue, red, red, black.
"""),
    code("""
chain_board = PotionWidget(scenarios.load("chains"))
chain_board
"""),
    ask("chains", "chain"),
    md("""
The yellow let a blue meet two blues, and once they left, a red met two reds: a chain of
{{chains/chain.steps}} steps, {{chains/chain.takes}} marbles in one pick. You can also play a
move yourself and read its story, step by step. Every sentence names the rule it follows:
"""),
    code("""
print(story(chain_board.play({"type": "pick", "track": 0, "pos": 2})))
"""),
    md("""
## Hidden marbles slide into view

A track can hold more marbles than you see (up to sixteen, D3): those above position 8 wait
under the lid. When
marbles leave the track, the hidden ones slide down into view, and they can take part in the
chain like any other. Track 1 of the chains board holds twelve marbles, three of them hidden.
"""),
    ask("chains", "hidden-slide"),
    md("""
The pick took {{chains/hidden-slide.takes}} marbles, and the track now hides
{{chains/hidden-slide.hidden_after}} marbles: all of them came into view.

## The ninth marble

**A common misreading.** *Wrong:* "I can see the ninth marble, so I can take it." *Right:*
position 8 is visible but never selectable, by a pick, a help or a potion (D2).
"""),
    ask("chains", "ninth-marble"),
    md("""
## A track emptied

A track may end up short, or empty, and that is allowed (D5). Track 2 holds red, blue, red.
"""),
    ask("chains", "empty-track"),
    md("""
The two reds met and exploded: {{chains/empty-track.takes}} marbles, and the track is empty.
There is nothing to take from an empty track:
"""),
    ask("chains", "nothing-there"),
    md("""
## What to remember

- A pick takes one marble; the marbles above slide down (T2, D5).
- Only a collision of two marbles of one colour explodes, with every touching marble of that
  colour (D6, D7). Touching alone never explodes (D8).
- Taking the middle of a group explodes the rest of it (D9); explosions can chain (D7).
- Position 8 is never taken (D2).

Next: **2. The professor's little help**.
"""),
]

# ----------------------------------------------------------------------------------------------
LESSON_02 = [
    md(f"""
# 2. The professor's little help

Each turn has exactly one usual pick, which is mandatory, at most one little help, and as many
placements and potions as you like before the turn ends (T1). This notebook is about the help:
what it gives, what it costs, and the trick of asking for it *before* the pick.

{HOW_TO}
"""),
    code(IMPORTS),
    md("""
## What the help does

Once per turn, before or after your usual pick, you may ask the professor for help (T3): you
take a little-help token and **any one selectable marble** into your hand. Each help token
costs two points at the end of the game (F1).

The help never causes an explosion, even when two marbles of one colour meet after the slide
(D10). Track 1 holds red, blue, red, yellow.
"""),
    code("""
board = PotionWidget(scenarios.load("little-help"))
board
"""),
    ask("little-help", "help-never-explodes"),
    md("""
The help took {{little-help/help-never-explodes.takes}} marble and nothing exploded, although
the two reds met. Ana's score changed by {{little-help/help-never-explodes.score_change}}: the
token's cost.

**A common misreading.** *Wrong:* "the two reds met, so they explode later, or on my next
pick." *Right:* after the help those reds just touch, and touching never explodes (D8, D10). Only
a new collision involving their group can make them explode.
"""),
    ask("little-help", "touching-after-help"),
    md("""
## Help first, then pick

Because the help takes any marble without exploding anything, it can *prepare* a collision for
your usual pick. The rulebook's advice: ask for help before the pick. Track 0 holds blue, red,
black, yellow, red, blue. Here is the same position three ways.

**1. Only the usual pick.** Take the yellow.
"""),
    ask("little-help", "pick-alone"),
    md("""
**2. Pick first, then help.** After taking the yellow, the help takes the black.
"""),
    ask("little-help", "help-after"),
    md("""
**3. Help first, then pick.** The help removes the black, so red, yellow, red sit in the middle;
now the pick takes the yellow.
"""),
    ask("little-help", "help-first"),
    md("""
| order | marbles in hand at the end |
| --- | --- |
| pick only | {{little-help/pick-alone.hand_size}} |
| pick, then help | {{little-help/help-after.hand_size}} |
| help, then pick | {{little-help/help-first.hand_size}} |

With the help first, the pick made a chain of {{little-help/help-first.steps}} steps: the reds
met, then the blues. The help's cost is the same either way; its order made the difference.

## The limits of a turn

One help a turn (T3), one usual pick a turn (T1), and the pick is not optional (E0).
"""),
    ask("little-help", "second-help"),
    ask("little-help", "second-pick"),
    ask("little-help", "end-before-pick"),
    md("""
## Try it yourself

A fresh copy of the position: click marbles in the board to help and pick in any order you
like, and compare your hand with the table above.
"""),
    code("""
PotionWidget(scenarios.load("little-help"))
"""),
    md("""
## What to remember

- One help per turn, before or after the pick, any selectable marble; each help token costs two
  points at the end (T3, F1).
- Help never explodes anything, and neither do potions (D10).
- Asking for help first can set up a chain for the pick.

Next: **3. Ingredients**.
"""),
]

# ----------------------------------------------------------------------------------------------
LESSON_03 = [
    md(f"""
# 3. Ingredients

Marbles are the ingredients of potions. This notebook follows them from your hand onto your
potions, into your pool, and back into the dispenser.

{HOW_TO}
"""),
    code(IMPORTS),
    md("""
## Burners, hand and pool

Each player has two **burners** (I1); each holds a potion being brewed, or nothing. A potion
tile has a recipe: a row of holes, each of one colour. Marbles you take go to your **hand**; you
place a marble from your hand into an empty hole of its own colour (I2). Your **pool** keeps up
to three marbles for later turns (I4).

On this desk Ana brews a Potion of Wisdom that lacks one yellow, and a Potion of Magnetical
Attraction that lacks one black. Her pool holds a yellow.
"""),
    code("""
desk = PotionWidget(scenarios.load("ingredients"))
desk
"""),
    md("""
## You must place what fits

Every marble in your hand that fits an empty hole of its colour **must** be placed (I3): you
cannot park it in the pool, and you cannot end your turn holding it. Ana picks the yellow in
track 0; the blacks around it collide and explode into her hand too.
"""),
    ask("ingredients", "must-place"),
    ask("ingredients", "end-must-place"),
    md("""
A marble only goes into a hole of its own colour (I2):
"""),
    ask("ingredients", "wrong-colour"),
    md("""
## Completing a potion

When the last hole is filled, the potion is complete at once (I5). Its marbles go back into the
dispenser: each one is rolled onto the top of a random track, and returning marbles never
explode anything (D11). The tile goes to your completed potions, ready to drink, and the burner
stays empty until the end of your turn.
"""),
    ask("ingredients", "complete-one"),
    md("""
The Wisdom sent its {{ingredients/complete-one.returned}} marbles back into the dispenser. The
black completes the second potion:
"""),
    ask("ingredients", "complete-two"),
    md("""
Now both burners are empty, and they stay empty until the end of the turn, when new potions
are drawn (E2). So you complete **at most two potions in a turn** (I5): the spare black has
nowhere to go.
"""),
    ask("ingredients", "burner-stays-empty"),
    md("""
## The pool

During your turn you may move marbles between your hand and your pool freely (I4), as long as
the must-place rule allows it. The spare black fits nothing now, so it may wait in the pool.
"""),
    ask("ingredients", "spare-to-pool"),
    md("""
A marble you take back *from* the pool is bound by the must-place rule like any other (I3). Here
Ana makes a pick elsewhere, then takes her pool's yellow into her hand:
"""),
    ask("ingredients", "from-pool-bound"),
    md("""
The pool holds three marbles, no more (I4). Here the pick brings a yellow and a run of blues;
the yellow completes the Wisdom, and blues join the yellow in the pool until it is full.
"""),
    ask("ingredients", "pool-full"),
    md("""
What happens to the third blue? At the end of the turn, marbles left in hand go to the pool
while it has room, and the rest are discarded into the dispenser (E1): see notebook 5.

## What to remember

- Place every marble that fits; a marble from the pool counts too (I2, I3).
- A full potion completes at once; its marbles return to the dispenser; its burner stays empty
  for the rest of the turn, so at most two potions a turn (I5, D11).
- The pool keeps three marbles between turns (I4).

Next: **4. Potions**.
"""),
]

# ----------------------------------------------------------------------------------------------
def potion_section(title, text, items):
    return [md(f"## {title}\n\n{text}")] + items


LESSON_04 = [
    md(f"""
# 4. Potions

There are eight kinds of potion, eight tiles of each; a tile shows a recipe of four to seven
coloured holes and its points (C2). A completed potion scores its points whether or not you
drink it. Drinking it, once, at any
moment of your turn, gives its effect (P1). There are eight kinds; a game uses six of them (S1).
This notebook has one section per kind.

Three things hold for every potion:
- Marbles a potion takes go to your hand and **never explode** (P2, D10).
- A potion only takes selectable marbles: never the ninth (P2, D2).
- A drink that could do nothing at all is refused, and the potion stays undrunk (P11).

{HOW_TO}
"""),
    code(IMPORTS),
    *potion_section("Potion of Wisdom (P3)", """
Take one selectable marble of your choice. Track 0 holds red, black, red, yellow; Wisdom takes
the black between the two reds.""", [
        ask("potion-wisdom", "wisdom-take"),
        md("""
**A common misreading.** *Wrong:* "the two reds met, so they explode." *Right:* potions never
cause explosions (D10). Wisdom took {{potion-wisdom/wisdom-take.takes}} marble and the reds now
simply touch; a later pick of the lowest red does not make them explode either (D8):
"""),
        ask("potion-wisdom", "touching-after-potion"),
        md("Wisdom can take any selectable marble, but not the ninth one (D2):"),
        ask("potion-wisdom", "wisdom-ninth"),
        md("And each potion is drunk once (P1):"),
        ask("potion-wisdom", "drink-twice"),
    ]),
    *potion_section("Potion of Magnetical Attraction (P4)", """
Take two touching marbles of **different** colours from one track. Track 0 holds blue, red,
red, yellow, black.""", [
        ask("potion-magnetic", "magnetic-pair"),
        ask("potion-magnetic", "magnetic-same"),
    ]),
    *potion_section("Abyssal Draft (P5)", """
From the bottom row (position 0 of each track) take up to one marble of each colour, at most one
per track, and at least one. The bottom row here is red, blue, red, yellow, black.""", [
        ask("potion-abyssal", "abyssal-four"),
        ask("potion-abyssal", "abyssal-same-colour"),
        ask("potion-abyssal", "abyssal-none"),
    ]),
    *potion_section("Balm of Uttermost Stickiness (P6)", """
Take two or more touching marbles of **one** colour from one track; part of a longer run is
fine. Track 0 holds black, three yellows, blue. (The beginner preset leaves this kind out, S1.)""", [
        ask("potion-balm", "balm-two"),
        ask("potion-balm", "balm-run"),
        ask("potion-balm", "balm-mixed"),
        ask("potion-balm", "balm-one"),
    ]),
    *potion_section("Elixir of Blind Love (P7)", """
Take every marble in one other player's pool into your hand. Three players here: Ben's pool
holds three marbles, Cleo's is empty.""", [
        ask("potion-love", "love-take"),
        ask("potion-love", "love-empty"),
        ask("potion-love", "love-self"),
    ]),
    *potion_section("Potion of Prismatic Joy (P8)", """
Put the marbles of your pool into empty holes of your potions in progress, **whatever the
holes' colours**. You choose the holes, as many as there are marbles (or holes, if fewer). A
potion filled this way completes at once (I5). Ana's pool holds black, yellow, red; her two
potions have three empty holes between them.""", [
        ask("potion-joy", "joy-fill"),
        md("""
Both potions completed: {{potion-joy/joy-fill.completed}} of them. Every empty hole must be
used while marbles remain:
"""),
        ask("potion-joy", "joy-too-few"),
        md("""
A potion completed this turn can be drunk this turn (P1): the new Wisdom is ready at once.
"""),
        ask("potion-joy", "drink-fresh"),
        md("""
But the second Joy now has nothing to move, since the pool is empty: the drink is refused and
the potion stays undrunk for a later turn (P11).
"""),
        ask("potion-joy", "joy-nothing-left"),
    ]),
    *potion_section("Sands of Time (P9)", """
Use again the effect of one of your potions **already drunk** (it stays drunk), even one drunk
this turn. Sands cannot copy another Sands of Time. Ana has drunk a Wisdom and a Sands before;
her Abyssal Draft is not drunk yet.""", [
        ask("potion-sands", "sands-wisdom"),
        ask("potion-sands", "sands-on-sands"),
        ask("potion-sands", "sands-undrunk"),
        md("Drink the Abyssal Draft first, and Sands may copy it in the same turn:"),
        ask("potion-sands", "sands-this-turn"),
    ]),
    *potion_section("Filter of Lavamancing (P10)", """
Choose a track and a colour, and remove one to five selectable marbles of that colour from that
track; they need not touch. They go **back into the dispenser**, not to your hand (D11). Use it
to clear a path. Track 0 holds blue, black, blue, blue, red, blue, yellow.""", [
        ask("potion-lava", "lava-remove"),
        ask("potion-lava", "lava-mixed"),
    ]),
    md("""
## Explore the choices

For any drinkable potion the engine lists every legal choice; a board lets you try them by
clicking. For example, the Balm's legal choices on its board:
"""),
    code("""
balm_board = PotionWidget(scenarios.load("potion-balm"))
balm_board.game.legal_choices({"type": "drink", "potion": "balm-3"})
"""),
    md("""
## What to remember

- Drink once, at any moment of your turn, even a potion completed this turn (P1).
- Potions never explode marbles and never take the ninth (P2, D10).
- A drink that can do nothing is refused; the potion keeps (P11).

Next: **5. The end of the turn**.
"""),
]

# ----------------------------------------------------------------------------------------------
LESSON_05 = [
    md(f"""
# 5. The end of the turn, and of the game

When you have made your pick and placed what fits, you end your turn (E0). The end of the turn
runs its steps in a fixed order: the hand goes to the pool (E1), new potions are drawn (E2),
skill tokens are checked (E3), the end of the game may be triggered (E4), and play passes (E5).

{HOW_TO}
"""),
    code(IMPORTS),
    md("""
## When the turn may end

Only after the usual pick (E0), and only when nothing in hand fits an empty hole (I3). One
exception: when no marble at all is selectable, the pick is not required (T4).
"""),
    ask("empty-dispenser", "no-pick-needed"),
    md("""
## Step 1: the hand goes to the pool

Marbles left in hand go to the pool while it has room. When there are more than the room, you
choose which ones stay; the rest are discarded back into the dispenser (E1). Ana has made her
pick this turn; her hand holds four marbles, none of which fits, and her pool has room for two.
"""),
    code("""
desk = PotionWidget(scenarios.load("end-of-turn"))
desk
"""),
    ask("end-of-turn", "keep-two"),
    md("""
She kept blue and red; {{end-of-turn/keep-two.discarded}} marbles went back into the dispenser.
The number to keep is exactly the room in the pool:
"""),
    ask("end-of-turn", "keep-wrong-count"),
    md("""
## Step 2: new potions

Each empty burner gets the top tile of a stack of your choice, while tiles remain (E2).
"""),
    ask("end-of-turn", "draw-empty-stack"),
    md("""
**A common misreading.** *Wrong:* "I draw my new potion and fill it from my pool straight
away." *Right:* the new tile arrives only at the end of the turn (E2), so pool marbles cannot go
onto it this turn; the burner stays empty until then (I5). Ana's pool yellow can still go onto
the Elixir she already brews.
"""),
    ask("end-of-turn", "no-new-tile-yet"),
    ask("end-of-turn", "old-tile-ok"),
    md("""
## Step 3: skill tokens

A skill token is worth four points (F1). The box holds fifteen of them and twenty-one help
tokens, but a token is still given when its supply runs out (C3). You earn one the first time you have completed three
potions of one kind, once per kind, and one the first time you have completed five different
kinds, once per game (E3). Drunk potions count too. Ana has two Wisdoms and four kinds so far.
"""),
    code("""
PotionWidget(scenarios.load("skills"))
"""),
    ask("skills", "third-of-a-kind"),
    ask("skills", "variety"),
    ask("skills", "both"),
    ask("skills", "no-token-yet"),
    md("""
**A common misreading.** *Wrong:* "six potions of one kind are two sets of three, so two
tokens." *Right:* each kind earns its token once (E3). Ana already has five Wisdoms and their
token.
"""),
    ask("sixth-potion", "sixth-no-token"),
    md("""
## Steps 4 and 5: the end of the game

Tokens come from a countdown stack (S5) while it lasts, then from the general supply (E3). The
end of the game is triggered when the countdown stack is empty at the end of a turn, or when no
potion tile is left (E4). The round is then finished, so that every player has played the same
number of turns: the game ends after the last player in turn order (E5).

Ana, the first player, is about to take the last token of the countdown.
"""),
    ask("game-end", "trigger"),
    ask("game-end", "last-turn"),
    md("""
## Scoring

Your score is the points of all your completed potions, drunk or not, plus four for each skill
token, minus two for each little-help token (F1). The highest score wins (F2). In the game above
the final scores were {{game-end/last-turn.scores}}.

## A tie

Players tied for the highest score each make one more pick, with explosions, in turn order from
the first player; the marbles go into the picker's hand, where everyone can count them. Whoever
takes the most marbles wins, and a tie after that is shared (F3).
"""),
    ask("tie-break", "tie"),
    ask("tie-break", "tiebreak-ana"),
    ask("tie-break", "tiebreak-ben"),
    md("""
Ana's tie-break pick took {{tie-break/tiebreak-ana.takes}} marbles and Ben's took
{{tie-break/tiebreak-ben.takes}}: Ana wins.

## What to remember

- End of turn, in order: hand to pool (E1), draw (E2), skills (E3), end trigger (E4), next
  player (E5).
- New potions are not filled from the pool in the turn they arrive (E2).
- Three of a kind and five kinds each earn a token once (E3).
- The last round is completed; then score, and break a tie with one more pick (F1-F3).

Next: **6. A full game**.
"""),
]

# ----------------------------------------------------------------------------------------------
LESSON_06 = [
    md(f"""
# 6. A full game

You know every rule now. This notebook sets up a real game: two people at one screen, or you
against the computer.

{HOW_TO}
"""),
    code("""
from potion_widget import Game, PotionWidget, scenarios
from potion_widget.bots import BotSeat, GreedyBot, play_game
from potion_widget.lessons import Predict
"""),
    md("""
## Setting up

- Two to four players sit in turn order; player 0 starts (C4).
- Two of the eight kinds are left out, at random or by choice; the beginner preset removes the
  Balm and the Filter (S1).
- Starter draft: two starter potions per player are revealed; the players take one each in turn
  order, then one each in reverse order, A-B-B-A; each goes onto an empty burner (S2).
- All the other tiles are dealt into five stacks; only their tops are visible (S3). An option
  lays out a market of five face-up tiles instead, refilled from a deck (S4).
- The countdown stack holds four skill tokens with two players, five with three, six with four
  (S5). All eighty marbles fill the dispenser (D3, D4).
"""),
    code("""
game = Game.new(["Ana", "Ben"], seed=7, remove="beginner")
print("kinds in play:", ", ".join(game.state["kinds"]))
print("tiles per stack:", [len(stack) for stack in game.state["stacks"]])
print("countdown stack:", game.state["countdown"])
print("starters on offer:", ", ".join(game.state["draft"]["revealed"]))
"""),
    md("## The draft, in questions"),
    ask("new-game", "draft-first"),
    ask("new-game", "draft-second"),
    ask("new-game", "draft-last"),
    ask("new-game", "pick-in-draft"),
    md("""
## Two players at one screen

Take turns with the mouse: draft, then pick, help, place, drink and end your turn in the board.
The board only offers legal moves, and it explains any refusal with its rule. Every random
event (the shuffle, where returned marbles roll) comes from the game's seed, so the same seed and
the same moves give the same game (D12). Change the seed for a different game.
"""),
    code("""
table = PotionWidget(players=["Ana", "Ben"], seed=7, remove="beginner")
table
"""),
    md("""
## You against the computer

The computer player is simple: it places what fits, drinks a potion when that fills holes,
and picks the marble that fills most holes (then the biggest explosion). It never asks for help.
It plays as soon as its turn comes.
"""),
    code("""
duel = PotionWidget(players=["You", "Computer"], seed=11, remove="beginner")
computer = BotSeat(duel, seat=1, bot=GreedyBot(seed=1))
duel
"""),
    md("""
## Watch a whole game

Two computer players play a complete game in a moment; the board shows the final position.
"""),
    code("""
finished = play_game(Game.new(["Red bot", "Blue bot"], seed=3, remove="beginner"),
                     [GreedyBot(seed=1), GreedyBot(seed=2)])
print("scores:", finished.scores(), "winners:", finished.winners())
PotionWidget(finished)
"""),
    md("""
## The market option

With `market="market"` the tiles lie in a face-up market of five instead of five stacks; a tile
taken is replaced at once from a shuffled deck (S4).
"""),
    code("""
PotionWidget(players=["Ana", "Ben"], seed=7, remove="beginner", market="market")
"""),
    md("""
## Keep a position

To discuss a position later or share it with a class, save it as a scenario file and load it
back (see the teachers' notes):

```python
scenarios.save(table.game, "our-game.json", name="our-game", title="Our game",
               purpose="The position where we stopped.")
PotionWidget(scenarios.load_file("our-game.json"))
```

Have a good game!
"""),
]

LESSONS = {
    "01_explosions": LESSON_01,
    "02_little_help": LESSON_02,
    "03_ingredients": LESSON_03,
    "04_potions": LESSON_04,
    "05_end_of_turn": LESSON_05,
    "06_full_game": LESSON_06,
}


# ----------------------------------------------------------------------------------------------
def load_claims() -> dict[tuple[str, str], dict]:
    claims = {}
    for path in sorted(SCENARIOS.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        for entry in data["claims"]:
            claims[(data["name"], entry["id"])] = entry
    return claims


def _format(value) -> str:
    if isinstance(value, list):
        return " and ".join(str(v) for v in value)
    return str(value)


def fill(text: str, claims: dict) -> str:
    """Replaces every ``{{scenario/claim.measure}}`` with the claim's stated value."""
    def value(match):
        key = (match.group(1), match.group(2))
        if key not in claims:
            raise KeyError(f"no claim {key[0]}/{key[1]}")
        entry = claims[key]
        if match.group(3) not in entry:
            raise KeyError(f"claim {key[0]}/{key[1]} states no {match.group(3)}")
        return _format(entry[match.group(3)])
    return PLACEHOLDER.sub(value, text)


REVEAL_SUMMARY = "Answer first, then open: what happened"


def hide_reveal(source: str) -> str:
    """Folds the first paragraph of the text after an exercise when it states the outcome
    (it holds a claim placeholder), so the answer stays hidden until the learner has
    answered; the rest of the text stays open."""
    first, sep, rest = source.partition("\n\n")
    if not PLACEHOLDER.search(first):
        return source
    folded = f"<details><summary>{REVEAL_SUMMARY}</summary>\n\n{first}\n\n</details>"
    return folded + (sep + rest if sep else "")


def build(name: str, claims: dict | None = None) -> dict:
    """The notebook ``name`` as an nbformat 4 dict, without outputs."""
    claims = load_claims() if claims is None else claims
    cells = []
    after_exercise = False
    for i, (kind, source) in enumerate(LESSONS[name]):
        cell_id = f"{name[:2]}-{i:02d}"
        if kind == "markdown":
            if after_exercise:
                source = hide_reveal(source)
            cells.append({"cell_type": "markdown", "id": cell_id, "metadata": {},
                          "source": fill(source, claims)})
        else:
            for scenario, claim in CLAIM_CALL.findall(source):
                if (scenario, claim) not in claims:
                    raise KeyError(f"{name}: no claim {scenario}/{claim}")
            cells.append({"cell_type": "code", "id": cell_id, "metadata": {},
                          "execution_count": None, "outputs": [], "source": source})
        after_exercise = kind == "code" and bool(CLAIM_CALL.search(source))
    return {"cells": cells,
            "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python",
                                        "name": "python3"},
                         "language_info": {"name": "python"}},
            "nbformat": 4, "nbformat_minor": 5}


def to_text(notebook: dict) -> str:
    """The notebook as nbformat writes it (validated)."""
    import nbformat   # slow to import: only when writing
    node = nbformat.from_dict(notebook)
    nbformat.validate(node)
    return nbformat.writes(node) + "\n"


def main(argv: list[str]) -> int:
    check = "--check" in argv
    claims = load_claims()
    stale = []
    for name in LESSONS:
        path = NOTEBOOKS / f"{name}.ipynb"
        text = to_text(build(name, claims))
        if check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                stale.append(path.name)
        else:
            NOTEBOOKS.mkdir(exist_ok=True)
            path.write_text(text, encoding="utf-8")
    if stale:
        print("out of date:", ", ".join(stale))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
