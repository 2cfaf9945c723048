"""The lesson audit's parts: what the kernel knows (``kernel``), what the screen shows
(``dom``), the checks that compare them (``checks``), the learner's mouse (``learner``), one
lesson's run (``run``) and the table (``report``). ``test_lesson_audit.py`` ties them together."""
