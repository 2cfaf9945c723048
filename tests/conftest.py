"""What every test may rely on, whatever ran before it in the same process."""

from __future__ import annotations

import pytest

from potion_widget.i18n.messages import get_language, set_language


@pytest.fixture(autouse=True)
def _language_restored():
    """A test that runs a lesson's cells (they call ``set_language``) leaves the language it found:
    the words a later test reads do not depend on the order the tests ran in."""
    language = get_language()
    yield
    if get_language() != language:
        set_language(language)
