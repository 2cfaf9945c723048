"""What every game's board shares: the widget base (``base``), the front-end parts sent on first
use (``front_parts``) and the state and action schemas (``schema``)."""
