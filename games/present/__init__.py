"""Presentation of practice games for the templates, built from the learner's view only.

``common`` seats, sides and the words of actions; ``table`` the table and its replay frames
(a typed ``TableContext``); ``review`` the review, the standings and the games' summaries;
``advice`` judgements and hints in words. The use cases that change a game live in
``games.flows``.
"""
