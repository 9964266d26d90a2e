/**
 * What a create-and-edit record form says and where it goes: the noun on its button ("Create
 * Agent", "Update Agent"), its list, the page the toast's "Open" link goes to, and the spec's
 * two success messages. One module per area (record-forms/), as the contract's messages are, so
 * a form's first load carries its own area's texts, not every form's.
 */
export interface RecordFormSpec {
  noun: string;
  list: string;
  open: (id: number) => string;
  created: string;
  updated: string;
}
