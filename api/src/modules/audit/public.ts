// What other domains use of the audit log: they record their staff's changes in their own
// transactions, and read an order's entries for its timeline.
export { auditOf, recordAudit, type Actor, type AuditRecord } from './record.js';
