"""Every word the player screens show, in the language of the profile they show.

`Player(language)` words the screens; its ``tr`` looks the English up in that language's Qt
translation (``pyside6-lupdate`` reads the ``self.tr(...)`` calls here, context ``Player``).
Sentences with numbers that need plural forms use Qt's numerus forms (``%n``), including the
core's plural messages (`PLURAL_MESSAGES`: the declared word count and the points of a
failed challenge), so Polish reads "22 punkty" and "25 punktów".
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from kiosk.core.i18n import Message, Template, said
from kiosk.core.procedure import HINT_DECLARED, CallState
from kiosk.core.rules import POINTS_PER_PLAY, POINTS_PER_WORD, ChallengeRule
from kiosk.ui.i18n import Language, application_language, language

if TYPE_CHECKING:  # the pairings' games: loaded with a feed (kiosk.runtime.pairings)
    from kiosk.core.games import GameOffer, OfferedGame

__all__ = ["PLURAL_MESSAGES", "Player", "director_number", "director_text", "player_text"]

NBSP = "\u00a0"
Worded = str | int | float  # a message's values once its inner messages are worded
SEP = "  \u00b7  "


class Player:
    """The player screens' texts in one language (context ``Player`` in the `.ts` files).

    Every text is a literal in a ``self.tr(...)`` call, for ``pyside6-lupdate``; ``{names}``
    are filled by `fill`, which falls back to the English when a translation cannot be.
    """

    def __init__(self, language: Language) -> None:
        self.language = language
        self._source = ""

    def tr(self, source: str, disambiguation: str = "", n: int = -1) -> str:
        self._source = source.replace("%n", str(n)) if n >= 0 else source
        return self.language.lookup("Player", source, disambiguation, n)

    def fill(self, translated: str, **values: object) -> str:
        """``translated`` with its ``{names}`` filled (the English if that fails)."""
        try:
            return translated.format(**values)
        except (KeyError, IndexError, ValueError):
            return self._source.format(**values)

    @property
    def code(self) -> str:
        return self.language.code

    def text(self, context: str, source: str, disambiguation: str = "", n: int = -1) -> str:
        """Any context's translation of ``source`` (unfilled: ``%n`` too), for
        `kiosk.core.i18n.Words`."""
        return self.language.form(context, source, disambiguation, n)

    def say(self, message: Message | str) -> str:
        """A core message in this language (Qt's plural forms where it needs them); messages
        among its values are worded first."""
        if isinstance(message, str):
            return message
        values = {
            name: self.say(value) if isinstance(value, Message) else value
            for name, value in message.values
        }
        plural = PLURAL_MESSAGES.get(message.template)
        if plural is not None:
            return plural(self, values)
        template = message.template
        return self.language.format(
            template.context, template.source, values, template.disambiguation, message.n
        )

    def number(self, value: int) -> str:
        return self.language.locale.toString(value)

    # -- the chooser -------------------------------------------------------------------

    def choose_division(self) -> str:
        return self.tr("Choose your division")

    def not_available(self) -> str:
        return self.tr("Not available at this station now: call the director")

    def rule_title(self, rule: ChallengeRule) -> str:
        return self.language.lookup("Rule", rule.title)

    # -- ready and entry ---------------------------------------------------------------

    def ready_instruction(self) -> str:
        return self.tr(
            "CHALLENGER: type every word you are challenging, separated by spaces or Enter"
        )

    def check_instruction(self, key: str) -> str:
        return self.fill(
            self.tr("CHALLENGED PLAYER: check the spelling, then press {key}"), key=key
        )

    def keys_line(self, out: str) -> str:
        return self.fill(
            self.tr("Esc clears all words  \u00b7  {out} marks the play that ended the game"),
            out=out,
        )

    def word_judge_line(self, key: str) -> str:
        return self.fill(
            self.tr("{key}: call a word judge (a person) instead of the computer"), key=key
        )

    def entry_instruction(self, out: str) -> str:
        return self.fill(
            self.tr(
                "CHALLENGER: type every word you are challenging  \u00b7  Esc clears all"
                "  \u00b7  {out} out play"
            ),
            out=out,
        )

    def out_play_on(self, out: str) -> str:
        return self.fill(
            self.tr("OUT PLAY: no penalty for a failed challenge  \u00b7  {out} to undo"),
            out=out,
        )

    def table(self, table: int) -> str:
        return self.fill(self.tr("Table {table}"), table=table)

    def words_declared(self, n: int) -> str:
        return self.tr("%n word(s) declared", "", n)

    def words_typed(self, n: int) -> str:
        return self.tr("%n word(s)", "typed so far", n)

    def typed_twice(self) -> str:
        return self.tr("typed twice")

    # -- the verdict -------------------------------------------------------------------

    def verdict_word(self, acceptable: bool) -> str:
        """The verdict's headline, in large type: what each language reads at a glance. The
        English says YES or NO before the verdict word; a language whose word for
        UNACCEPTABLE already starts with its "no" drops the prefix ("NON VALABLE", never
        "NON \u2014 NON VALABLE"): the two headlines still differ from their first letter."""
        if acceptable:
            return self.tr("YES \u2014 ACCEPTABLE")
        return self.tr("NO \u2014 UNACCEPTABLE")

    def verdict_short(self, acceptable: bool) -> str:
        """The verdict alone (the second opinion, the spoken verdict)."""
        return self.tr("ACCEPTABLE") if acceptable else self.tr("UNACCEPTABLE")

    def write_on_slip(self, receipt: str) -> str:
        return self.fill(self.tr("Write on the slip:  {receipt}"), receipt=receipt)

    def second_opinion(self, lexicon: str, acceptable: bool) -> str:
        """The second lexicon's verdict, in one line that says it does not count (the
        headline is the verdict). Not called a "second opinion": under NSA IV.K.4 and NASPA
        1.2 that is another word judge's or director's review, which this is not."""
        verdict = self.verdict_short(acceptable)
        return self.fill(
            self.tr("For comparison, {lexicon}: {verdict} (does not count)"),
            lexicon=lexicon,
            verdict=verdict,
        )

    def not_recorded(self) -> str:
        return self.tr("NOT RECORDED: the audit log is unavailable. Call the director now.")

    def press_any_key(self) -> str:
        return self.tr("Press any key to continue")

    def director_must_clear(self) -> str:
        """Under a verdict that was not recorded: no player's key clears it."""
        return self.tr("A director must clear this screen (director PIN)")

    # -- table number, word count, split lookups ---------------------------------------

    def table_question(self) -> str:
        return self.tr("TABLE NUMBER?")

    def table_detail(self, most: int) -> str:
        return self.fill(
            self.tr("Type the number of your table (1 to {most}) with the digit keys."),
            most=most,
        )

    def table_keys(self) -> str:
        return self.tr("Enter: go on  \u00b7  Backspace: correct  \u00b7  Esc: start again")

    # -- the game at the table (the event's pairings) ----------------------------------

    def game_question(self, count: int) -> str:
        if count == 1:
            return self.tr("IS THIS YOUR GAME?")
        return self.tr("WHICH IS YOUR GAME?")

    def game_line(self, game: OfferedGame, several: bool) -> str:
        """One game as the players check it: "Round 8 · Table 14 · John Smith v Mary Jones
        (John Smith first)"; among several games at one table, its board too."""
        one, two = game.players
        if several and game.first:
            text = self.tr("Board {board} · {one} v {two} ({first} first)")
        elif several:
            text = self.tr("Board {board} · {one} v {two}")
        elif game.first:
            text = self.tr("Round {round} · Table {table} · {one} v {two} ({first} first)")
        else:
            text = self.tr("Round {round} · Table {table} · {one} v {two}")
        return self.fill(
            text,
            round=game.round,
            table=game.table,
            board=game.board,
            one=one,
            two=two,
            first=game.first or "",
        )

    def game_where(self, game: OfferedGame) -> str:
        return self.round_table(game.round, game.table)

    def round_table(self, round_number: int, table: int | str) -> str:
        return self.fill(self.tr("Round {round} · Table {table}"), round=round_number, table=table)

    def game_detail(self, offer: GameOffer) -> str:
        if offer.stale and offer.since:
            return self.fill(
                self.tr(
                    "The pairings have not been updated since {time}: check that this is your game."
                ),
                time=offer.since,
            )
        if offer.scored:
            return self.tr("The pairings say this game is already scored: check it is yours.")
        return self.tr("From the event's pairings.")

    def game_keys(self, count: int) -> str:
        if count == 1:
            return self.tr(
                "1 or Enter: yes, our game  \u00b7  0: not our game (go on with the table "
                "number alone)  \u00b7  Esc: change the table number"
            )
        if count == 2:
            return self.tr(
                "1 or 2: our game  \u00b7  0: neither (go on with the table number alone)"
                "  \u00b7  Esc: change the table number"
            )
        return self.fill(
            self.tr(
                "1 to {last}: our game  \u00b7  0: none of these (go on with the table number "
                "alone)  \u00b7  Esc: change the table number"
            ),
            last=count,
        )

    def count_question(self) -> str:
        return self.tr("HOW MANY WORDS?")

    def count_detail(self, most: int, table: int | None) -> str:
        if table is None:
            return self.fill(
                self.tr(
                    "Press the number of words you are challenging (1 to {most}). "
                    "Only that many words can be judged."
                ),
                most=most,
            )
        return self.fill(
            self.tr(
                "Table {table}: press the number of words you are challenging (1 to {most}). "
                "Only that many words can be judged."
            ),
            most=most,
            table=table,
        )

    def count_keys(self) -> str:
        return self.tr("Esc: back")

    def split_title(self) -> str:
        return self.tr("JUDGED MOMENTS AGO")

    def split_body(self, division: str, table: int | None, seconds: int, slip: str | None) -> str:
        if table is None:
            first = self.fill(
                self.tr("{division} was judged %n second(s) ago.", "", seconds), division=division
            )
        else:
            first = self.fill(
                self.tr("{division}, table {table} was judged %n second(s) ago.", "", seconds),
                division=division,
                table=table,
            )
        if slip:
            first += " " + self.fill(self.tr("Its slip: {receipt}."), receipt=slip)
        rules = self.tr(
            "If these words belong to the same play, the rules forbid judging them "
            "separately: all challenged words of a play are typed together, and after an "
            "UNACCEPTABLE no further words are entered (NSA IV.J.2, NASPA 6.2 "
            "\u201cImproper Lookups\u201d)."
        )
        return f"{first} {rules}"

    def split_keys(self, key: str) -> str:
        return self.fill(
            self.tr(
                "{key}: judge these words anyway (it is recorded)  \u00b7  "
                "any other key: back to the words"
            ),
            key=key,
        )

    # -- the word judge ----------------------------------------------------------------

    def word_judge_title(
        self, state: CallState = CallState.NO_CENTRAL, term: str = "word-judge"
    ) -> str:
        """The call screen's headline: who was called (the federation's word for them),
        that a director is coming, or that the players must fetch one."""
        if state is CallState.COMING:
            return self.tr("A DIRECTOR IS COMING")
        if state is CallState.UNANSWERED:
            return self.tr("NOBODY HAS ANSWERED YET")
        if state is CallState.NO_CENTRAL:
            return self.tr("FETCH THE DIRECTOR")
        if term == "adjudicator":
            return self.tr("AN ADJUDICATOR HAS BEEN CALLED")
        if term == "arbiter":
            return self.tr("AN ARBITER HAS BEEN CALLED")
        return self.tr("A WORD JUDGE HAS BEEN CALLED")

    def word_judge_detail(self, table: int | None, state: CallState = CallState.NO_CENTRAL) -> str:
        if state is CallState.COMING:
            said = self.tr("Your call was answered. Stay at the station.")
        elif state is CallState.UNANSWERED:
            said = self.tr(
                "Nobody has answered yet: fetch the director. The other player stays here."
            )
        elif state is CallState.NO_CENTRAL:
            said = self.tr(
                "This station cannot call anyone: one player fetches the director, "
                "the other stays here. The call is recorded."
            )
        else:
            said = self.tr("Stay at the station: the call is on the directors' screen.")
        return said if table is None else f"{self.table(table)}{SEP}{said}"

    def word_judge_keys(self, key: str, term: str = "word-judge") -> str:
        if term == "adjudicator":
            text = self.tr("{key}: the adjudicator is here, back to the station")
        elif term == "arbiter":
            text = self.tr("{key}: the arbiter is here, back to the station")
        else:
            text = self.tr("{key}: the word judge is here, back to the station")
        return self.fill(text, key=key)

    def word_judge_screen(
        self, state: CallState | None, term: str, table: int | None, key: str
    ) -> tuple[str, str, str]:
        """Title, detail and keys of the call screen for the call's state."""
        state = state or CallState.NO_CENTRAL
        return (
            self.word_judge_title(state, term),
            self.word_judge_detail(table, state),
            self.word_judge_keys(key, term),
        )

    # -- the footer, the banner and the problem screen -------------------------------

    def recording(self) -> str:
        return self.tr("Recording the verdict in the audit log\u2026")

    def clearing_in(self, seconds: int) -> str:
        return self.tr("No key pressed: clearing the screen in %n second(s)", "", seconds)

    def log_unavailable(self) -> str:
        return self.tr("Audit log unavailable: call the director")

    def lexicons(self, names: str) -> str:
        return self.fill(self.tr("Lexicons: {names}"), names=names)

    def no_lexicon(self) -> str:
        return self.tr("No lexicon loaded")

    def lexicon_line(self, name: str, words: int, fingerprint: str) -> str:
        count = self.tr("%n word(s)", "in the lexicon", words)
        count = count.replace(str(words), self.number(words), 1)
        return f"{name}{SEP}{count}{SEP}{fingerprint}"

    def station(self, name: str) -> str:
        return self.fill(self.tr("Station: {name}"), name=name)

    def not_ready(self) -> str:
        return self.tr("This station is not ready")

    def call_director(self) -> str:
        return self.tr("Call the director.")

    def no_profile(self) -> str:
        return self.tr("No profile is set up.")

    def fault(self, message: str) -> str:
        return self.fill(
            self.tr(
                "Something unexpected happened: {message}. It was recorded. "
                "A director's PIN (Ctrl+Alt+Shift+D) clears this screen."
            ),
            message=message,
        )

    def log_too_slow(self, seconds: float) -> str:
        return self.fill(
            self.tr("The audit log did not open within {seconds} s: call the director."),
            seconds=f"{seconds:g}",
        )

    # -- the core's messages with plural forms ----------------------------------------

    def declared_mismatch(self, declared: int, typed: int) -> str:
        said = self.tr("You said %n word(s);", "how many words the players declared", declared)
        now = self.tr("%n typed.", "how many words are typed now", typed)
        exactly = self.fill(self.tr("Type exactly {declared}."), declared=declared)
        return f"{said} {now} {exactly}"

    def points_added(self, total: int, why: str) -> str:
        added = self.tr(
            "The play stands. The challenged player adds %n point(s)", "failed challenge", total
        ).replace(f"{total} ", f"{total}{NBSP}")
        rest = self.tr("The challenger does not lose the turn.")
        return f"{added} ({why.replace(' ', NBSP)}). {rest}"

    def per_word(self, words: int, points: int) -> str:
        return self.fill(
            self.tr("%n word(s) \u00d7 {points}", "points per word challenged", words),
            points=points,
        )

    def per_play(self, points: int) -> str:
        return self.fill(self.tr("{points} for the play"), points=points)


def _declared(words: Player, values: Mapping[str, Worded]) -> str:
    return words.declared_mismatch(int(values["declared"]), int(values["typed"]))


def _points_per_word(words: Player, values: Mapping[str, Worded]) -> str:
    why = words.per_word(int(values["words"]), int(values["points"]))
    return words.points_added(int(values["total"]), why)


def _points_per_play(words: Player, values: Mapping[str, Worded]) -> str:
    return words.points_added(int(values["total"]), words.per_play(int(values["points"])))


PLURAL_MESSAGES: dict[Template, Callable[[Player, Mapping[str, Worded]], str]] = {
    HINT_DECLARED: _declared,
    POINTS_PER_WORD: _points_per_word,
    POINTS_PER_PLAY: _points_per_play,
}


def director_text(item: BaseException | Message | str) -> str:
    """An error or message from below the shell, in director mode's language."""
    return Player(application_language()).say(said(item))


def director_number(value: int) -> str:
    """A count written the way director mode's language writes numbers (1,234 / 1 234)."""
    return application_language().locale.toString(value)


def player_text(code: str | None) -> Player:
    """The player texts of a language (``None``: English)."""
    return Player(language(code))
