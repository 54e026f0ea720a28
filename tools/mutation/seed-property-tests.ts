// Under mutation testing a property test must draw the same samples for every mutant, or a mutant
// would count as killed or survived by luck: one fixed seed for fast-check. A failing property
// ends at its first counterexample: a mutant needs a failure, not the smallest one, and shrinking
// would spend seconds per mutant.
import fc from 'fast-check';

fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: 66, endOnFailure: true });
