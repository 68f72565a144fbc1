import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** What the server last said about the caller's searches: the plan's limit and what is left. */
export type QueryMeterReading = { limit: number; remaining: number };

/** A reading and when it arrived (ms), to tell it from an older or newer profile answer. */
export type TimedQueryMeterReading = QueryMeterReading & { at: number };

export type QueryMeterState = { reading: TimedQueryMeterReading | null };

/**
 * The search meter as the last metered response told it (X-Query-Limit / X-Query-Remaining).
 * Every search answers with the count after it, so the newest reading is the true one; the
 * screen starts from GET /users/profile until a search has answered.
 */
export const queryMeterSlice = createSlice({
  name: 'queryMeter',
  initialState: (): QueryMeterState => ({ reading: null }),
  reducers: {
    queryMeterRead: {
      reducer: (state, action: PayloadAction<TimedQueryMeterReading>) => {
        state.reading = action.payload;
      },
      prepare: (reading: QueryMeterReading) => ({ payload: { ...reading, at: Date.now() } }),
    },
    /** A 429 plan_limit_reached: nothing is left, whatever the last reading said. */
    queryLimitReached: {
      reducer: (state, action: PayloadAction<{ limit: number | null; at: number }>) => {
        const limit = action.payload.limit ?? state.reading?.limit;
        if (limit !== undefined) state.reading = { limit, remaining: 0, at: action.payload.at };
      },
      prepare: (limit: number | null) => ({ payload: { limit, at: Date.now() } }),
    },
  },
});

export const { queryMeterRead, queryLimitReached } = queryMeterSlice.actions;
