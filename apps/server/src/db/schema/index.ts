export * from './organizations';
export * from './reference';
export * from './users';
export * from './contacts';
export * from './announcements';
export * from './billing';
export * from './activity';
export * from './support';
