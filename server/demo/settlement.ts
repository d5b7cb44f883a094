// The demo settlement: a fictional case, its contact details and the claimants whose demo
// credentials unlock the Lookup, Automotive and DocumentsUpload forms. Every name, number and
// address here is invented (555-01xx numbers, .example domains).

/** Facts about the demo case that copy and settings are built from. */
export const demoSettlement = {
  caseName: 'In re Brightwater Appliance Litigation',
  caseNumber: 'Case No. 3:24-cv-01234',
  settlementName: 'Brightwater Appliance Settlement',
  projectSiteUrl: 'https://www.brightwatersettlement.example',
  /** Deadlines are given in this Windows-style zone (contract.md §Data). */
  timeZone: 'Pacific',
  /** The same zone for computing today's signature date. */
  ianaTimeZone: 'America/Los_Angeles',
  phone: '1-877-555-0142',
  fax: '1-877-555-0143',
  email: 'info@brightwatersettlement.example',
  mailName: 'Brightwater Appliance Settlement Administrator',
  mailStreet: 'P.O. Box 4521',
  mailCityStateZip: 'Portland, OR 97208-4521',
  /** The PayPal account the demo's instructions suggest logging in with (the stand-in accepts any). */
  payPalAccountEmail: 'paypal.demo@example.com',
} as const;

/** A claimant on file: credentials and what authorize prepopulates. */
export interface DemoClaimant {
  claimId: string;
  pin: string;
  claimantInfo: Record<string, string>;
  claimDetails: Record<string, string>;
  status: Record<string, string>;
}

/** Claimants on file. Credentials are documented in server/README.md. */
export const demoClaimants: readonly DemoClaimant[] = [
  {
    claimId: 'BW-100200',
    pin: '4321',
    claimantInfo: {
      FirstName: 'Dana',
      MiddleInitial: 'R',
      LastName: 'Whitfield',
      MailingStreetLine1: '1200 Harbor Way',
      MailingStreetLine2: 'Apt 4B',
      MailingCity: 'Sacramento',
      MailingSubDivision: 'CA',
      MailingPostalCode: '95814',
      MailingCountry: 'US',
      EmailAddress: 'dana.whitfield@example.com',
      PhoneNumber: '(916) 555-0187',
    },
    claimDetails: {
      VIN: '1BWCM82633A004352',
      VehicleMake: 'Brightwater',
      VehicleModelYear: '2021',
    },
    status: {
      ClaimStatus: 'Received',
      ClaimStatusDate: '03/14/2025',
      PaymentStatus: 'Pending review',
    },
  },
  {
    claimId: 'BW-100300',
    pin: '8765',
    claimantInfo: {
      FirstName: 'Lucía',
      LastName: 'Ortega Núñez',
      MailingStreetLine1: 'Calle de Alcalá 120',
      MailingCity: 'Madrid',
      MailingSubDivisionNonUS: 'Madrid',
      MailingPostalCodeNonUS: '28009',
      MailingCountry: 'ES',
      EmailAddress: 'lucia.ortega@example.com',
      InternationalPhone: '34915550123',
    },
    claimDetails: {
      VIN: '2BWHK55712B018246',
      VehicleMake: 'Brightwater',
      VehicleModelYear: '2019',
    },
    status: {
      ClaimStatus: 'Approved',
      ClaimStatusDate: '06/02/2025',
      PaymentStatus: 'Scheduled',
    },
  },
];

/** Finds the claimant with these credentials (claim IDs ignore case and surrounding spaces). */
export function findClaimant(claimId: string, pin: string): DemoClaimant | undefined {
  const id = claimId.trim().toUpperCase();
  return demoClaimants.find((c) => c.claimId === id && c.pin === pin.trim());
}
