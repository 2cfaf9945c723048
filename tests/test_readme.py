"""The README's first look runs as written and its refusals say what the README shows."""

import re
from pathlib import Path

import pytest

from potion_widget import RuleError

README = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
BLOCKS = re.findall(r"```python\n(.*?)```", README, re.S)


def test_the_first_look_runs_and_tells_its_story(capsys):
    namespace: dict = {}
    exec(BLOCKS[0], namespace)   # noqa: S102 - the README's own example
    printed = capsys.readouterr().out
    comment = re.search(r'# "(Step 1: .*?)"', BLOCKS[0]).group(1)
    assert comment in printed
    refusals = re.findall(r">>> (game\.apply\(.*?\))\nRuleError: (.*)", BLOCKS[1])
    assert refusals
    for call, message in refusals:
        before = namespace["game"].to_state()
        with pytest.raises(RuleError) as refused:
            eval(call, namespace)   # noqa: S307 - the README's own example
        assert str(refused.value) == message
        assert namespace["game"].to_state() == before
