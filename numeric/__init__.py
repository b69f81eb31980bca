"""Precision contexts and the encoding written once against a context."""
from numeric.contexts import (ArbContext, FloatContext, MixedContext, MpmathContext,
                              float_contexts, reference_context)
from numeric.encoding import code, inv_freq, phase, wavelength

__all__ = ["ArbContext", "FloatContext", "MixedContext", "MpmathContext", "float_contexts",
           "reference_context", "code", "inv_freq", "phase", "wavelength"]
