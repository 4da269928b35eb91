"""handaudit.convert, replay and rules against the command line."""

import json
import pathlib

import pytest

import handaudit
from conftest import SOURCE, run_cli


def test_convert_to_json_gives_the_cli_objects(samples):
    expected = [json.loads(line) for line in run_cli("convert", "--to", "json", "-q", samples).split("\n") if line]
    got = handaudit.convert(samples)
    assert len(got) == 34
    assert got == expected


def test_convert_to_ohh_gives_the_cli_objects(samples):
    expected = [json.loads(block) for block in run_cli("convert", "--to", "ohh", "-q", samples).split("\n\n")
                if block.strip()]
    got = handaudit.convert(samples, to="ohh", jobs=2)
    assert got == expected
    assert got[0]["ohh"]["game_number"] == "250100000001"


def test_convert_to_phh_gives_the_cli_tables(samples):
    path = f"{samples}/errors.txt"
    got = handaudit.convert(path, to="phh")
    assert all(isinstance(text, str) for text in got)
    cli = run_cli("convert", "--to", "phh", "-q", path)
    assert "".join(f"[{i}]\n{text}" + ("\n" if i < len(got) else "") for i, text in enumerate(got, 1)) == cli
    assert got[0].startswith(f"# from {path}:1\nvariant = \"NT\"\n")


def test_convert_warns_of_a_hand_without_a_form_and_raises_for_an_unreadable_input(tmp_path):
    with pytest.warns(UserWarning, match="not converted"):
        assert handaudit.convert("PokerStars Hand #1: garbage\nnot a hand\n", to="phh") == []
    with pytest.raises(handaudit.Error) as raised:
        handaudit.convert(str(tmp_path / "missing.txt"))
    assert raised.value.source == str(tmp_path / "missing.txt")
    with pytest.raises(handaudit.Error, match="json, phh or ohh"):
        handaudit.convert("x\n", to="xml")


def test_replay_shows_what_the_cli_shows(samples):
    path = f"{samples}/replay_side_pots.txt"
    text = pathlib.Path(path).read_text(encoding="utf-8")
    ids = handaudit.replay_hand_ids(text)
    assert ids and ids == handaudit.replay_hand_ids(text.encode())
    hand = ids[0]
    assert handaudit.replay(text, hand, name=path) == run_cli("replay", path, "--hand", hand)
    steps = handaudit.replay(text, hand, format="json", name=path)
    cli = [json.loads(line) for line in run_cli("replay", path, "--hand", hand, "--format", "json").split("\n") if line]
    assert steps == cli
    assert [s["type"] for s in steps][0] == "hand" and steps[-1]["type"] == "result"
    assert handaudit.replay(text, name=path) == handaudit.replay(text, "#" + hand, name=path)
    assert handaudit.replay(text, hand, profile="tda", name=path) == run_cli("replay", path, "--hand", hand,
                                                                              "--profile", "tda")


def test_replay_of_a_hand_that_is_not_there_is_an_error():
    text = (SOURCE / "samples" / "errors.txt").read_text(encoding="utf-8")
    with pytest.raises(handaudit.Error, match="no hand 999 in the text") as raised:
        handaudit.replay(text, "999", name="errors.txt")
    assert raised.value.source == "errors.txt"
    with pytest.raises(handaudit.Error, match="no hand in the text"):
        handaudit.replay("not poker\n")
    with pytest.raises(handaudit.Error, match="text or json"):
        handaudit.replay(text, format="xml")


def test_rules_are_the_cli_catalogue():
    rules = handaudit.rules()
    cli_ids = [line.split()[0] for line in run_cli("rules").split("\n") if line and not line.startswith(" ")]
    assert [r["id"] for r in rules] == cli_ids
    one = next(r for r in rules if r["id"] == "raise-not-reopened")
    assert (one["category"], one["severity"]) == ("illegal-bet", "error")
    assert one["authority"] and one["summary"] and one["checks"]
    assert all(isinstance(s, str) and s for r in rules for s in r["profile_switches"])
    assert any(r["profile_switches"] for r in rules)
