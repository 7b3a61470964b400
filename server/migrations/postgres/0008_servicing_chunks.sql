-- The nightly servicing run's work for one day, in chunks of consecutive open leases (by `seq`).
-- A worker claims a chunk, services its leases and marks it done in one transaction: a killed
-- run resumes with the chunks not done, a second run for the day finds none, and a lease whose
-- values did not change is not written at all.
CREATE TABLE servicing_chunks (
    as_of     TEXT NOT NULL,
    first_seq BIGINT NOT NULL,
    last_seq  BIGINT NOT NULL,
    -- Open leases in the chunk when it was cut (for the progress count).
    leases    BIGINT NOT NULL,
    done      INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (as_of, first_seq)
);
