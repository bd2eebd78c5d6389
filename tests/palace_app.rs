//! Palace at the table (app tests).
