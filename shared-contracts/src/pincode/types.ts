/** One post office, named as the public Indian postal API names its fields. */
export interface PostOffice {
  Name: string;
  Description: string | null;
  BranchType: string | null;
  DeliveryStatus: string | null;
  Circle: string;
  District: string;
  Division: string;
  Region: string;
  Block: string | null;
  State: string;
  Country: string;
  Pincode: string;
}

export interface PincodeAnswer {
  Message: string;
  Status: 'Success' | 'Error';
  PostOffice: PostOffice[] | null;
}

/** GET /pincode/{code}: an array of one answer, as the public API gives it. */
export type PincodeResponse = [PincodeAnswer];

/** District and state of the first post office, or null: what the address forms fill in. */
export function districtAndState(response: unknown): { district: string; state: string } | null {
  if (!Array.isArray(response)) return null;
  const answer = response[0] as Partial<PincodeAnswer> | undefined;
  const office = answer?.Status === 'Success' ? answer.PostOffice?.[0] : undefined;
  return office ? { district: office.District, state: office.State } : null;
}
