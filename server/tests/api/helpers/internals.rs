//! The calls into the library's own stores that the tests still make.
