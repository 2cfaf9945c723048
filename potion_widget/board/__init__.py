"""What every game's board shares: the widget base (``base``) and the front-end parts sent on
first use (``front_parts``)."""
