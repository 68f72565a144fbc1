import { userSchema, type User } from '@emlak/contracts';
import { useTableSource } from '@/shared/ui/data-table/use-table-source';

export const USERS_TABLE_ID = 'users';
export const USERS_TABLE_ENDPOINT = '/users/table';

/** The users list page the table state asks for (POST /users/table). */
export const useUsersTable = () => useTableSource<User>(USERS_TABLE_ID, USERS_TABLE_ENDPOINT, userSchema);
