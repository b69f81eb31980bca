"""The document reader (issue 22): any document a user brings, checked on arrival.

A straight line through small rooms, each with one job and one data type::

    file --formats--> Document --latex--> Parsed --environment--> Env --decide--> Decision --> report

- ``formats``: bytes of one file (.md, .txt, .tex, .ipynb, .html) to a ``Document``: its text, its math
  spans (every ``$…$``, ``$$…$$``, ``\\[…\\]``, ``\\(…\\)`` and display environment) and code comments,
  each with its line and column in the original file.
- ``latex``: one side of a relation to a SymPy expression (never ``eval``), its decimal literals kept
  as the digits shown; a construct it does not read raises ``Unread`` naming it.
- ``environment``: the document's own parameter values, definitions, index ranges and domains, with
  their scope and where each came from.
- ``decide``: one relation under the environment: a proof, test points in Arb, the digits shown, or
  well-formedness; with the evidence.

Nothing here knows a particular document.
"""
