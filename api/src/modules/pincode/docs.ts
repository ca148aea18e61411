import { json } from '../../openapi/answers.js';
import { documented } from '../../openapi/documented.js';
import { STRING, arrayOf, nullable, objectOf, oneOfValues } from '../../openapi/shapes.js';

/** `PostOffice`, named as the public Indian postal API names its fields. */
const POST_OFFICE = objectOf({
  Name: STRING,
  Description: nullable(STRING),
  BranchType: nullable(STRING),
  DeliveryStatus: nullable(STRING),
  Circle: STRING,
  District: STRING,
  Division: STRING,
  Region: STRING,
  Block: nullable(STRING),
  State: STRING,
  Country: STRING,
  Pincode: STRING,
});

export const PINCODE_DOCS = documented({
  operationId: 'lookUpPincode',
  summary: 'Look up a pincode: its post offices, district and state',
  description: "Answers in the public postal API's shape: `[{ Status, Message, PostOffice }]`.",
  tags: ['pincode'],
  params: { code: 'A six-digit Indian pincode' },
  responses: {
    200: json('Found (`Status: Success`) or not (`Status: Error`)', {
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: objectOf({
        Message: STRING,
        Status: oneOfValues(['Success', 'Error']),
        PostOffice: nullable(arrayOf(POST_OFFICE)),
      }),
    }),
    400: 'Not a six-digit pincode',
  },
});
