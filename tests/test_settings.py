"""The settings menu's data and intent, the card options and the statistics (Python side)."""

from __future__ import annotations

import logging

import pytest
import traitlets

from solitaire_widget import Game
from solitaire_widget import scoring as sc
from solitaire_widget.game_library import RECENT, Library, LibraryError
from solitaire_widget.i18n import LANGUAGES, catalogue
from solitaire_widget.rulesets import find_variant, variants
from solitaire_widget.widget import CARD_BACKS, SolitaireWidget, settings_menu
from tests.helpers import any_result
from tests.test_widget import AUTO_FINISH_LINE


def send(w, content):
    w._handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})


def win(w: SolitaireWidget) -> None:
    """Win Solitario deal 5 (draw 1) through the engine: the known line, then auto-finish."""
    for m in AUTO_FINISH_LINE:
        w.play(m)
    send(w, {"kind": "auto_finish"})
    assert w.game.is_won()


def new_widget(**kw) -> SolitaireWidget:
    kw.setdefault("library", None)
    return SolitaireWidget("klondike", seed=1, live_status=False, **kw)


# ---------------------------------------------------------------- the menu's data


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_menu_offers_every_option_of_every_variant_with_its_text(lang):
    m = settings_menu("klondike", {"draw_count": 1, "max_redeals": 5}, lang)
    assert [v["id"] for v in m["variants"]] == variants()
    english = settings_menu("klondike", {}, "en")
    for v, en_v in zip(m["variants"], english["variants"], strict=True):
        spec = find_variant(v["id"])
        assert [o["name"] for o in v["options"]] == [o.name for o in spec.options]
        for o, en_o, opt in zip(v["options"], en_v["options"], spec.options, strict=True):
            assert o["text"] and o["default"] == opt.default
            if lang != "en":
                assert o["text"] != en_o["text"], f"{opt.name} is not translated into {lang}"
            values = [x["value"] for x in o["values"]]
            if opt.choices is not None:
                assert values == list(opt.choices)
            for x in values:  # everything offered is accepted by the rules
                assert opt.validate(v["id"], x) == x
            for x in o["values"]:  # and said in words of the language
                if isinstance(x["value"], str):
                    assert x["label"] == catalogue(lang)[f"ui.value.{x['value']}"]
            assert any(o["value"] == x and type(o["value"]) is type(x) for x in values)
    klondike = {o["name"]: o for o in m["variants"][2]["options"]}
    assert klondike["draw_count"]["value"] == 1  # the current game's, not the default 3
    assert klondike["max_redeals"]["value"] == 5 and 5 in [
        x["value"] for x in klondike["max_redeals"]["values"]
    ]
    assert [x["id"] for x in m["langs"]] == list(LANGUAGES)
    assert [b["id"] for b in m["card_backs"]] == list(CARD_BACKS)
    assert all(isinstance(t, str) and t for t in m["labels"].values())


def test_the_widget_publishes_the_menu_and_follows_the_language():
    w = new_widget(draw_count=1)
    assert w._settings["variant"] == "klondike" and w._settings["lang"] == "en"
    en_labels = dict(w._settings["labels"])
    w.lang = "nl"
    assert w._settings["lang"] == "nl" and w._settings["labels"] != en_labels
    assert w._settings["labels"]["settings"] == "Instellingen"
    w.close()


# ---------------------------------------------------------------- the settings intent


def test_settings_starts_a_new_game_of_the_chosen_variant_and_options():
    lib = Library(":memory:")
    w = SolitaireWidget("klondike", seed=1, live_status=False, library=lib)
    w.play("s-w")
    send(w, {"kind": "settings", "variant": "klondike32", "options": {"tableau_direction": "up"}})
    assert w.variant == "klondike32" and w.game.moves == []
    assert w.game.options["tableau_direction"] == "up"
    assert w.game.options["draw_count"] == 1  # the rest: the defaults
    assert w._table["title"] and w._table["layout"] == "klondike"
    assert w._settings["variant"] == "klondike32"
    send(w, {"kind": "settings", "variant": "matrimony"})
    assert w.variant == "matrimony" and w._table["layout"] == "matrimony"
    assert w._intent_counts == {"applied": 2}
    w.close()


def test_settings_changes_the_language_and_cards_in_place():
    w = new_widget()
    w.play("s-w")
    game = w.game
    send(w, {"kind": "settings", "lang": "it", "four_colour": True, "card_back": "red"})
    assert w.game is game and [str(m) for m in game.moves] == ["s-w"]
    assert w.lang == "it" and w._table["labels"]["undo"] == "Annulla"
    assert w.four_colour is True and w.card_back == "red" and w.large_print is False
    send(w, {"kind": "settings", "large_print": True, "four_colour": False})
    assert (w.four_colour, w.large_print) == (False, True)
    w.close()


@pytest.mark.parametrize(
    "intent",
    [
        {"variant": "freecell"},
        {"variant": "klondike", "options": {"draw_count": 2}},
        {"variant": "klondike", "options": {"tableau_direction": "up"}},  # not Klondike's
        {"options": {"draw_count": 1}},  # options without their variant
        {"lang": "fr"},
        {"card_back": "green"},
        {"four_colour": "yes"},
        {"large_print": 1},
        {"theme": "sepia"},
        {"theme": True},
        {"autodrop": "sometimes"},
        {"scoring": "golf"},
        {"variant": "matrimony", "scoring": "vegas"},  # Matrimony has no scored play
        {"variant": 3},
        {"options": [1]},
        {"lang": "it", "colour": "blue"},  # an unknown field
    ],
)
def test_a_bad_settings_intent_is_ignored_and_changes_nothing(intent, caplog):
    w = new_widget()
    w.play("s-w")
    look = lambda: (  # noqa: E731
        (w.game, w.lang, w.card_back, w.four_colour, w.large_print, w.theme),
        (w.autodrop, w.scoring, dict(w._table)),
    )
    before = look()
    with caplog.at_level(logging.WARNING, logger="solitaire_widget.widget"):
        send(w, {"kind": "settings", **intent})
    after = look()
    assert after == before
    assert w._intent_counts == {"ignored": 1}
    assert "ignored intent" in caplog.text
    w.close()


def test_card_options_from_python_are_checked():
    w = new_widget(card_back="red", four_colour=True, large_print=True)
    assert (w.card_back, w.four_colour, w.large_print) == ("red", True, True)
    with pytest.raises(traitlets.TraitError, match="unknown card back 'green'"):
        w.card_back = "green"
    assert w.card_back == "red"
    state = w.get_state()
    assert (state["card_back"], state["four_colour"], state["large_print"]) == ("red", True, True)
    w.close()


def test_theme_from_python_and_the_menu():
    """``theme``: "auto" by default (the host's), "light" or "dark" from Python or the menu
    (a settings intent, the game kept); anything else refused, naming the choices."""
    w = new_widget()
    assert w.theme == "auto" and w.get_state()["theme"] == "auto"
    game = w.game
    send(w, {"kind": "settings", "theme": "dark"})
    assert w.theme == "dark" and w.get_state()["theme"] == "dark" and w.game is game
    w.theme = "light"
    assert w.get_state()["theme"] == "light"
    with pytest.raises(traitlets.TraitError, match="unknown theme 'sepia'; accepted: auto, light"):
        w.theme = "sepia"
    assert w.theme == "light"
    w.close()
    assert new_widget(theme="dark").theme == "dark"
    with pytest.raises(traitlets.TraitError, match="unknown theme"):
        new_widget(theme="night")


def test_autodrop_and_scoring_from_the_menu():
    """The menu's autodrop drops the cards at once (engine moves, undone one by one), its
    scoring scores the game being played; a new game keeps both, and a switch to Matrimony
    (no scored play) sets the scoring to none."""
    w = SolitaireWidget("klondike", seed=1, draw_count=1, live_status=False, library=None)
    for _ in range(30):  # through the stock until a card could go home
        if any(m.dst.startswith("f") for m in w.game.legal_moves()):
            break
        w.play("s-w")
    n = len(w.game.moves)
    send(w, {"kind": "settings", "autodrop": "all", "scoring": "standard"})
    assert (w.autodrop, w.scoring) == ("all", "standard")
    dropped = w.game.moves[n:]
    assert dropped and all(m.dst.startswith("f") for m in dropped)
    assert w.score == sc.score(w.game, "standard") > 0
    assert w._table["move_count"] == len(w.game.moves)
    send(w, {"kind": "settings", "variant": "klondike", "options": {"draw_count": 3}})
    assert (w.autodrop, w.scoring, w.game.moves) == ("all", "standard", [])
    send(w, {"kind": "settings", "variant": "matrimony", "options": {}})
    assert w.variant == "matrimony" and w.scoring == "none"
    send(w, {"kind": "settings", "scoring": "vegas"})  # not for Matrimony: left at none
    assert w.scoring == "none"
    w.close()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_menu_offers_autodrop_and_scoring_in_the_players_language(lang):
    m, en = settings_menu("klondike", {}, lang), settings_menu("klondike", {}, "en")
    assert [a["id"] for a in m["autodrop"]] == ["off", "safe", "all"]
    assert [s["id"] for s in m["scorings"]] == ["none", "standard", "vegas"]
    assert [s["id"] for s in settings_menu("matrimony", {}, lang)["scorings"]] == ["none"]
    for key in ("autodrop", "scoring", "settings_play"):
        assert m["labels"][key]
        if lang != "en":  # translated, not the English words
            assert m["labels"][key] != en["labels"][key]
    if lang != "en":
        assert [a["name"] for a in m["autodrop"]] != [a["name"] for a in en["autodrop"]]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_menu_offers_the_themes_in_the_players_language(lang):
    m = settings_menu("klondike", {}, lang)
    assert [t["id"] for t in m["themes"]] == ["auto", "light", "dark"]
    names = [t["name"] for t in m["themes"]] + [m["labels"]["theme"]]
    assert all(names) and len(set(names)) == 4
    if lang != "en":  # translated, not the English words
        en = settings_menu("klondike", {}, "en")
        assert [t["name"] for t in m["themes"]] != [t["name"] for t in en["themes"]]


# ---------------------------------------------------------------- statistics


def test_library_stats_best_time_fewest_moves_recent_and_option_sets(monkeypatch):
    any_result(monkeypatch)  # results drawn at will, not played to
    lib = Library(":memory:")
    for result, n, options in [
        ("won", 3, {"draw_count": 1}),
        ("stuck", 1, {"draw_count": 1}),
        ("won", 2, {"draw_count": 3}),
        ("playing", 1, {"draw_count": 3}),
    ]:
        g = Game("klondike", seed=1, **options)
        for _ in range(n):
            g.play("s-w")
        lib.track(g, result=result)
    s = lib.stats("klondike")
    assert (s["played"], s["won"], s["fewest_moves"]) == (4, 2, 2)
    assert isinstance(s["best_time"], float) and 0 <= s["best_time"] < 60
    assert s["recent"] == [
        {"result": "won", "moves": 3},
        {"result": "stuck", "moves": 1},
        {"result": "won", "moves": 2},
        {"result": "playing", "moves": 1},
    ]
    sets = {x["options"]["draw_count"]: x for x in s["by_options"]}
    assert (sets[1]["played"], sets[1]["won"], sets[1]["fewest_moves"]) == (2, 1, 3)
    assert (sets[3]["played"], sets[3]["won"], sets[3]["win_rate"]) == (2, 1, 0.5)
    assert lib.stats("klondike32")["best_time"] is None
    assert lib.stats("klondike32")["fewest_moves"] is None


def test_recent_keeps_the_last_games_only():
    lib = Library(":memory:")
    for i in range(RECENT + 3):
        g = Game("klondike", seed=1)
        for _ in range(i % 4 + 1):
            g.play("s-w")
        lib.track(g, result="stuck")
    recent = lib.stats("klondike")["recent"]
    assert len(recent) == RECENT
    assert [r["moves"] for r in recent] == [i % 4 + 1 for i in range(3, RECENT + 3)]


def test_reset_stats_deletes_one_variants_games(caplog):
    lib = Library(":memory:")
    live = Game("klondike", seed=1)
    live.play("s-w")
    lib.track(live, result="playing")
    other = Game("matrimony", seed=1)
    other.play("s-t")
    lib.track(other)
    assert lib.reset_stats("klondike") == 1
    assert lib.stats("klondike")["played"] == 0 and lib.games("klondike") == []
    assert lib.stats("matrimony")["played"] == 1
    with caplog.at_level(logging.WARNING):
        live.play("s-w")
        gid = lib.track(live)  # the live game is saved again, as a new game, quietly
    assert "moved on by another writer" not in caplog.text
    assert [g["id"] for g in lib.games("klondike")] == [gid]
    assert lib.games("klondike")[0]["parent"] is None
    with pytest.raises(LibraryError, match="unknown variant"):
        lib.reset_stats("freecell")


def test_widget_stats_and_the_panels_intents_after_two_won_games():
    lib = Library(":memory:")
    w = SolitaireWidget("klondike32", seed=5, draw_count=1, live_status=False, library=lib)
    win(w)
    w.restart()
    win(w)
    s = w.stats()
    assert s == lib.stats("klondike32")
    assert (s["played"], s["won"], s["current_streak"], s["best_streak"]) == (2, 2, 2, 2)
    assert s["fewest_moves"] == len(w.game.moves)
    assert [r["result"] for r in s["recent"]] == ["won", "won"]
    send(w, {"kind": "stats"})
    assert w._stats == {"variant": "klondike32", **s}
    send(w, {"kind": "reset_stats", "variant": "klondike32"})
    assert w._stats["played"] == 0 and w.stats()["played"] == 0
    send(w, {"kind": "reset_stats", "variant": "spider"})  # unknown: ignored
    assert w._intent_counts == {"applied": 4, "ignored": 1}
    w.close()


def test_an_open_stats_panel_gets_new_figures_when_a_game_ends_and_a_closed_one_none():
    # the panel went stale: its figures were read once, on opening, and a game won (or
    # lost, or a new deal) with it open left them as they were
    lib = Library(":memory:")
    w = SolitaireWidget("klondike32", seed=5, draw_count=1, live_status=False, library=lib)
    published: list[dict] = []
    w.observe(lambda change: published.append(change["new"]), names="_stats")
    send(w, {"kind": "stats", "open": True, "id": "viewA-1"})
    assert (w._stats["played"], w._stats["won"]) == (0, 0) and len(published) == 1
    win(w)  # with the panel open
    assert (w._stats["played"], w._stats["won"], w._stats["current_streak"]) == (1, 1, 1)
    assert w._stats == {"variant": "klondike32", **lib.stats("klondike32")}
    # a new deal played and left: played, not won (and the streak broken)
    w.new_deal(seed=6)
    w.play(w.game.legal_moves()[0])
    sent = len(published)
    for _ in range(5):  # not after every move
        w.play(w.game.legal_moves()[0])
    assert len(published) == sent
    w.new_deal(seed=7)
    w.play(w.game.legal_moves()[0])
    assert (w._stats["played"], w._stats["won"], w._stats["current_streak"]) == (3, 1, 0)
    # another variant from the menu: its own figures
    send(w, {"kind": "settings", "variant": "matrimony", "id": "viewA-2"})
    assert w._stats["variant"] == "matrimony" and w._stats["played"] == 0
    send(w, {"kind": "stats", "open": False, "id": "viewA-3"})  # closed: no more figures
    sent = len(published)
    send(w, {"kind": "settings", "variant": "klondike32", "id": "viewA-4"})
    w.game.play(w.game.legal_moves()[0])
    w.refresh()
    assert len(published) == sent and w._stats["variant"] == "matrimony"
    w.close()


def test_an_open_stats_panel_counts_the_game_saved_again_after_a_reset():
    # Reset deletes the game in progress too; the next move saves it as a new game, but
    # nothing the panel watched had changed: it said 0 played until the game ended
    lib = Library(":memory:")
    w = SolitaireWidget("klondike32", seed=5, draw_count=1, live_status=False, library=lib)
    w.play(w.game.legal_moves()[0])
    send(w, {"kind": "stats", "open": True, "id": "viewA-1"})
    assert w._stats["played"] == 1
    send(w, {"kind": "reset_stats", "variant": "klondike32", "id": "viewA-2"})
    assert w._stats["played"] == 0
    w.play(w.game.legal_moves()[0])
    assert w._stats["played"] == 1 == lib.stats("klondike32")["played"]


def test_the_stats_panel_is_open_while_any_view_has_it_open():
    lib = Library(":memory:")
    w = SolitaireWidget("klondike32", seed=5, draw_count=1, live_status=False, library=lib)
    send(w, {"kind": "stats", "open": True, "id": "viewA-1"})
    send(w, {"kind": "stats", "open": True, "id": "viewB-1"})
    send(w, {"kind": "stats", "open": False, "id": "viewA-2"})  # B still shows it
    win(w)
    assert w._stats["won"] == 1
    send(w, {"kind": "stats", "open": False, "id": "viewB-2"})
    w.restart()
    win(w)
    assert w._stats["won"] == 1 and lib.stats("klondike32")["won"] == 2
    # a page making up tags: the views remembered stay bounded
    for k in range(500):
        send(w, {"kind": "stats", "open": True, "id": f"made{k}-1"})
    assert len(w._stats_open) == 64
    send(w, {"kind": "stats", "open": "yes", "id": "made0-2"})  # not a bool: ignored
    assert w._intent_counts["ignored"] == 1
    w.close()


def test_stats_without_a_library_are_empty_figures():
    w = new_widget()
    assert w.stats()["played"] == 0 and w.stats()["recent"] == []
    send(w, {"kind": "reset_stats", "variant": "klondike"})  # nothing to delete: no error
    assert w._stats["played"] == 0
    w.close()
