-- Needs-update count of the carrier (index only).
select count(*) as count from shipments where shipments.carrier_id = :carrier and shipments.update_due_at < now();
