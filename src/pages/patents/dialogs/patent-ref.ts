/** What the share, collect and index dialogs need to know about the patent they act on. */
export interface PatentRef {
  id: number;
  applicationNo: string;
  publicationNo: string | null;
  name: string;
}
