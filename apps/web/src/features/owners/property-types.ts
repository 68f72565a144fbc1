/** Spec section 3: propertyType 1 Apartment, 2 House, 3 Office, 4 Garage, 5 Land, 6 Commercial. */
export const PROPERTY_TYPES = [1, 2, 3, 4, 5, 6] as const;

export const propertyTypeKey = (type: number) =>
  (PROPERTY_TYPES as readonly number[]).includes(type)
    ? `owners.propertyTypes.${type}`
    : 'owners.otherProperty';
