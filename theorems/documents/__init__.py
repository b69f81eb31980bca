"""One module per source document: ``DOC`` (its file name), ``NOTATION`` (the symbols as the document
defines them) and ``NOT_CHECKABLE`` (its statements that are not mathematics, each with the reason)."""
