-- A sale in one round trip (docs/decisions.md "A sale is one round trip"). The service called
-- seven statements in a transaction (BEGIN, the row, the listing locked, the row locked, the audit
-- entry, the sale, COMMIT); on these 2-core machines each round trip's wake-up of the backend cost
-- the server more CPU than building and reading the statements did. This function runs the same
-- statements, in the same order, with the same locks, inside the one statement that calls it:
--   1. the caller's row (user_id = p_user_id), unlocked: which listing it is about;
--   2. the listing, locked: sales of one listing take turns, every one after the first finds it sold;
--   3. the row, locked (the listing first, then the row: the order every writer of both takes);
--   4. the audit entry (what audit-recorder.ts's changedFields writes for this change);
--   5. the row and the listing sold in one statement, the row's update the main one, so that the
--      statistics' trigger fires before the map's, as before.
-- It answers 'not_found', 'already_sold' or 'sold' and changes nothing unless it answers 'sold'.
-- The partial unique index user_ads_sold_once_unique still has the last word (a unique violation).
CREATE FUNCTION emlak_sell_user_ad(
  p_row_id bigint,
  p_user_id integer,
  p_sold_date date,
  p_sold_price numeric, -- null: the listing's asking price
  p_amount_of_seller numeric,
  p_amount_of_buyer numeric,
  p_ip inet,
  p_request_id text
) RETURNS text
LANGUAGE plpgsql
AS $$
DECLARE
  listing_id bigint;
  listing record;
  entry record;
  sale_price numeric;
BEGIN
  SELECT u.announcement_id INTO listing_id FROM user_ads u WHERE u.id = p_row_id AND u.user_id = p_user_id;
  IF NOT FOUND THEN
    RETURN 'not_found';
  END IF;
  SELECT a.id, a.price, a.is_sold, now() AS now INTO listing FROM announcements a WHERE a.id = listing_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN 'not_found';
  END IF;
  SELECT u.id, u.organization_id, u.status INTO entry
    FROM user_ads u WHERE u.id = p_row_id AND u.user_id = p_user_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN 'not_found';
  END IF;
  IF entry.status = 'sold' OR listing.is_sold THEN
    RETURN 'already_sold';
  END IF;
  sale_price := coalesce(p_sold_price, listing.price);

  -- The sale is the selling agency's business: its Admin finds it in the audit log. The values are
  -- written as audit-recorder.ts writes them: amounts as numeric text with two decimals, the time
  -- as JavaScript's toISOString.
  INSERT INTO audit_log (organization_id, actor_user_id, action, entity, entity_id, changes, ip, request_id)
  VALUES (
    entry.organization_id, p_user_id, 'announcement.sold', 'announcement', listing.id::text,
    jsonb_build_object(
      'isSold', jsonb_build_object('before', false, 'after', true),
      'soldAt', jsonb_build_object(
        'before', null,
        'after', to_char(listing.now AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
      'userAdId', jsonb_build_object('before', null, 'after', entry.id),
      'userId', jsonb_build_object('before', null, 'after', p_user_id),
      'soldDate', jsonb_build_object('before', null, 'after', p_sold_date::text),
      'soldPrice', jsonb_build_object('before', null, 'after', round(sale_price, 2)::text),
      'amountOfSeller', jsonb_build_object('before', null, 'after', round(p_amount_of_seller, 2)::text),
      'amountOfBuyer', jsonb_build_object('before', null, 'after', round(p_amount_of_buyer, 2)::text)),
    p_ip, p_request_id);

  WITH sold_listing AS (
    UPDATE announcements
       SET is_sold = true, sold_at = now(), updated_at = now(), version = version + 1
     WHERE id = listing.id
  )
  UPDATE user_ads
     SET status = 'sold', sold_at = now(), sold_date = p_sold_date, sold_price = sale_price,
         amount_of_seller = p_amount_of_seller, amount_of_buyer = p_amount_of_buyer,
         updated_at = now(), version = version + 1
   WHERE id = entry.id;
  RETURN 'sold';
END
$$;
