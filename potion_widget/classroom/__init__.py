"""What a class needs around the lessons: exports that show every board as its still picture
(``export``), the learners' progress and the class's table (``progress``), and the teacher's
edition of each lesson (``teacher``). Nothing here is sent anywhere: everything is files.
"""
