"""``python -m potion_widget ...`` runs the command line, the same as ``potion-widget ...``
(``potion_widget.cli``)."""

import sys

from .cli import main

if __name__ == "__main__":
    sys.exit(main())
