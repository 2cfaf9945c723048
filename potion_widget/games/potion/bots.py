"""A simple computer player: greedy, deterministic for a given seed, and always legal.

The bot looks one action ahead. It drafts the starter worth most points, places every marble
that fits, drinks a potion when that fills more holes, picks the marble that fills most holes
(then the biggest explosion), never asks for help, and draws the best-scoring visible tile.
Ties are broken by its own seeded generator, so a game between bots replays exactly.

>>> from potion_widget import Game
>>> from potion_widget.games.potion.bots import GreedyBot, play_game
>>> game = Game.new(["Ana", "Bot"], seed=5, remove="beginner")
>>> play_game(game, [GreedyBot(seed=1), GreedyBot(seed=2)]).phase
'over'
"""

from __future__ import annotations

import random

from .engine import Game
from ...core.players import ComputerPlayer
from .expert import ExpertBot  # noqa: F401 - the stronger player, offered beside GreedyBot

_MAX_CHOICES = 250   # a drink with more choices is judged on a deterministic sample


class GreedyBot(ComputerPlayer):
    """Chooses one legal action at a time for the active player (see the module text)."""

    def __init__(self, seed: int = 0):
        self.seed = seed
        self._rng = random.Random(seed)

    # ----- the one decision ------------------------------------------------------------------
    def choose(self, game: Game) -> dict:
        """The next action for ``game``'s active player (the game is not changed)."""
        legal = game.legal_actions()
        if not legal:
            raise ValueError("the active player has no legal action")
        if game.phase == "draft":
            return self._best(legal, lambda a: game.tile(a["tile"]).points)
        if game.phase == "tiebreak":
            return self._best(legal, lambda a: _tiebreak_take(game, a))
        places = [a for a in legal if a["type"] == "place"]
        if places:
            return places[0]
        drink = self._best_drink(game, legal)
        if drink is not None:
            return drink
        picks = [a for a in legal if a["type"] == "pick"]
        if picks:
            return self._best(picks, lambda a: _value_after(game, a))
        return self._end_turn(game)

    # ----- helpers ------------------------------------------------------------------------------
    def _best(self, actions: list[dict], score) -> dict:
        scored = [(score(a), i) for i, a in enumerate(actions)]
        top = max(s for s, _ in scored)
        tied = [i for s, i in scored if s == top]
        return actions[tied[self._rng.randrange(len(tied))]]

    def _best_drink(self, game: Game, legal: list[dict]):
        now = _value(game)
        best, best_value = None, now
        for drink in (a for a in legal if a["type"] == "drink"):
            choices = game.legal_choices(drink)
            if len(choices) > _MAX_CHOICES:
                choices = random.Random(self.seed).sample(choices, _MAX_CHOICES)
            for choice in choices:
                action = {**drink, "choice": choice}
                value = _value_after(game, action)
                if value > best_value:
                    best, best_value = action, value
        return best

    def _end_turn(self, game: Game) -> dict:
        options = game.legal_choices({"type": "end_turn"})
        player = game.current

        def score(option):
            trial = game.clone()
            trial.apply({"type": "end_turn", **option})
            desk = trial.state["players"][player]
            holes = _open_holes(trial, desk)
            pool_fit = sum(1 for c in desk["pool"] if holes.get(c, 0) > 0)
            drawn = sum(trial.tile(b["tile"]).points for b in desk["burners"] if b)
            return drawn + 2 * pool_fit
        return {"type": "end_turn", **self._best(options, score)}


def plausible_move(game: Game, rng: random.Random, legal: list[dict] | None = None, *,
                   random_pick: float = 0.0) -> dict:
    """A quick move of a seeded random player in the play phase, complete and legal: place a
    marble that fits, take back a pool marble that fits, often drink (a random choice), now
    and then ask for help, pick the marble whose outcome fills most holes (or, with chance
    ``random_pick``, any marble), sometimes pool a marble, else end the turn at random.

    Test games and golden playthroughs use it: far faster than :class:`GreedyBot`, and its
    games still end in a reasonable number of turns.
    """
    if legal is None:
        legal = game.legal_actions()
    by_type: dict[str, list[dict]] = {}
    for action in legal:
        by_type.setdefault(action["type"], []).append(action)
    if "place" in by_type:
        return rng.choice(by_type["place"])
    need = _open_holes(game, game.player)
    useful = [a for a in by_type.get("from_pool", []) if need.get(a["color"])]
    if useful:
        return rng.choice(useful)
    if "drink" in by_type and rng.random() < 0.8:
        drink = rng.choice(by_type["drink"])
        return dict(drink, choice=rng.choice(game.legal_choices(drink)))
    if "help" in by_type and "pick" in by_type and rng.random() < 0.05:
        return rng.choice(by_type["help"])
    if "pick" in by_type:
        if random_pick and rng.random() < random_pick:
            return rng.choice(by_type["pick"])
        previews = game.pick_previews()

        def filled(p):
            return (sum(min(n, need.get(c, 0)) for c, n in p["colors"].items()), p["count"])
        best = max(map(filled, previews))
        p = rng.choice([p for p in previews if filled(p) == best])
        return {"type": "pick", "track": p["track"], "pos": p["pos"]}
    if "to_pool" in by_type and rng.random() < 0.3:
        return rng.choice(by_type["to_pool"])
    end = {"type": "end_turn"}
    return dict(end, **rng.choice(game.legal_choices(end)))


def _open_holes(game: Game, desk: dict) -> dict[str, int]:
    holes: dict[str, int] = {}
    for burner in desk["burners"]:
        if burner is not None:
            recipe = game.tile(burner["tile"]).recipe
            for colour, marble in zip(recipe, burner["filled"], strict=True):
                if marble is None:
                    holes[colour] = holes.get(colour, 0) + 1
    return holes


def _value(game: Game) -> float:
    """How good the active player's desk is once every fitting marble is placed: completed
    potions' points weigh most, then filled holes, then spare marbles."""
    trial = game.clone()
    player = trial.current
    while True:
        places = [a for a in trial.legal_actions() if a["type"] == "place"]
        if not places:
            break
        trial.apply(places[0])
    desk = trial.state["players"][player]
    points = sum(trial.tile(c["tile"]).points for c in desk["completed"])
    filled = sum(1 for b in desk["burners"] if b for m in b["filled"] if m is not None)
    return 3 * points + 2 * filled + 0.1 * len(desk["hand"])


def _value_after(game: Game, action: dict) -> float:
    trial = game.clone()
    trial.apply(action)
    return _value(trial)


def _tiebreak_take(game: Game, action: dict) -> int:
    trial = game.clone()
    events = trial.apply(action)
    return sum(e.get("count", 0) for e in events if e["type"] == "tiebreak_pick")


def play_game(game: Game, bots: list[GreedyBot], *, max_actions: int = 5000) -> Game:
    """Plays ``game`` to its end with one bot per seat; returns the same game."""
    for _ in range(max_actions):
        if game.phase == "over":
            return game
        game.apply(bots[game.current].choose(game))
    raise RuntimeError("the game did not end within max_actions")


class BotSeat:
    """Lets a bot play one seat of a widget: whenever it becomes that seat's turn (after the
    person's move), the bot plays its whole turn through ``widget.play``, one action at a
    time, so the board tells and animates each of them. An undo that lands in the bot's turn
    takes the bot's turn back too, so the person's undo returns to the person's own turn. A
    line of play continued (or put back in play) at the bot's turn starts exactly there: the
    bot plays on from that position.

    Both games' boards work: a :class:`PotionWidget` with a :class:`GreedyBot` (or any
    :class:`~potion_widget.core.players.ComputerPlayer`), a ``SugarBlastWidget`` with
    ``games.sugar.engine.bots.GreedyBot`` (any bot with ``choose(game)``).

    >>> seat = BotSeat(widget, seat=1, bot=GreedyBot(seed=3))   # doctest: +SKIP
    """

    def __init__(self, widget, seat: int, bot: GreedyBot | None = None):
        self.widget = widget
        self.seat = seat
        self.bot = bot or GreedyBot()
        self._busy = False
        if getattr(widget, "you", ()) is None:
            # the people at the screen are "you"; the computer is told in the third person
            players = len(widget.game.state["players"])
            widget.you = [s for s in range(players) if s != seat]
        # the board tells who acts on it (its `acting` trait): this seat, by itself
        widget.add_bot_seat(seat)
        # Called after the person's action has been sent to the front end, never while its
        # update is held: each of the bot's actions then reaches the board as its own update.
        widget.on_action(self._after_action)
        widget.observe(self._after_undo, names="state_id")
        if hasattr(widget, "on_jump"):      # a board with lines of play (board/lines.py)
            widget.on_jump(self.act)
        self.act()

    def act(self) -> None:
        """Plays while it is the bot's turn (also called once at the start)."""
        if self._busy:
            return
        self._busy = True
        try:
            game = self.widget.game
            while game.phase != "over" and game.state["current"] == self.seat:
                if hasattr(self.bot, "play_turn"):
                    self.bot.play_turn(self.widget)
                else:        # a bot that only chooses: one action, one update, at a time
                    self.widget.play(self.bot.choose(game))
                game = self.widget.game
        finally:
            self._busy = False

    def _after_action(self, _action, _events, _before) -> None:
        self.act()

    def _after_undo(self, _change) -> None:
        if self._busy or getattr(self.widget, "actor", 0) != -1:
            return                     # an action, not an undo: _after_action plays
        if getattr(self.widget, "looking", None) is not None:
            return                     # a look at an earlier move: the game did not change
        if getattr(self.widget, "jumping", False):
            return                     # another line put in play, not an undo: on_jump plays
        self._busy = True
        try:
            game = self.widget.game
            while game.state["current"] == self.seat and game.phase != "over" \
                    and self.widget.can_undo:
                self.widget.undo()
                game = self.widget.game
        finally:
            self._busy = False

    def stop(self) -> None:
        """Stops playing for the seat."""
        self.widget.on_action(self._after_action, remove=True)
        self.widget.unobserve(self._after_undo, names="state_id")
        if hasattr(self.widget, "on_jump"):
            self.widget.on_jump(self.act, remove=True)
        self.widget.remove_bot_seat(self.seat)
