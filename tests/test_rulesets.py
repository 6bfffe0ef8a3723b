"""Foundation sequences as the rule data states them (RULES.md §1 rule 5, §2 rule 2, §3)."""

import pytest

from solitaire_widget.rulesets import rules_for


def ranks_of(variant, pile, **options):
    f = next(f for f in rules_for(variant, **options).foundations if f.id == pile)
    return f.ranks, f.last_rank


def test_klondike32_rule_05_foundation_runs_ace_down_to_seven():
    assert ranks_of("klondike32", "f1") == ((1, 13, 12, 11, 10, 9, 8, 7), 7)


def test_matrimony_rule_02_foundations_wrap_round_the_corner():
    assert ranks_of("matrimony", "f1") == ((12, 13, *range(1, 12)), 11)  # Q K A 2 … J
    assert ranks_of("matrimony", "f2") == ((*range(11, 0, -1), 13, 12), 12)  # J … A K Q
    assert ranks_of("matrimony", "f5") == ((*range(10, 0, -1), 13, 12, 11), 11)  # 10 … J
    assert ranks_of("matrimony", "f4", foundation_scheme="pysol")[1] == 11  # Q♥ up to J


def test_klondike_foundation_runs_ace_to_king():
    assert ranks_of("klondike", "f4") == (tuple(range(1, 14)), 13)


def test_a_variant_name_typed_with_a_combining_accent_is_found():
    # (an audit) a macOS keyboard may type "ó" as "o" and U+0301: "matrimónio" was refused
    # as an unknown variant though it looked exactly like the alias the error listed
    import unicodedata

    import solitaire_widget as sw
    from solitaire_widget.rulesets import find_variant

    decomposed = unicodedata.normalize("NFD", "matrimónio")
    assert decomposed != "matrimónio"
    assert find_variant(decomposed).id == "matrimony" == rules_for(decomposed).variant
    assert sw.Game(decomposed, seed=1).variant == "matrimony"
    assert find_variant(" Matrimo\u0301nio ").id == "matrimony"
    with pytest.raises(ValueError, match="unknown variant"):
        find_variant("matrimo\u0301nio\u0301")
