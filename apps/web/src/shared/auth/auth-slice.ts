import { isRoleId, Role, type RoleId } from '@emlak/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { decodeAccessToken, type DecodedToken } from './decode-token';

export type DeviceInfo = {
  deviceId: string;
  userAgent: string;
  platform: string;
  language: string;
  lastUpdated?: number;
};

/** The spec's auth state (section 3). */
export type AuthState = {
  user: { id: number; email: string; name: string } | null;
  accessToken: string | null;
  refreshToken: string | null;
  decodedToken: DecodedToken | null;
  roleId: RoleId | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  isSuperAdmin: boolean;
  isAdmin: boolean;
  isUser: boolean;
  passwordData: { hash: string } | null;
  loginUser: { userName: string } | null;
  deviceInfo: DeviceInfo | null;
  lastLoginDevice: DeviceInfo | null;
};

export const signedOutState: AuthState = {
  user: null,
  accessToken: null,
  refreshToken: null,
  decodedToken: null,
  roleId: null,
  isAuthenticated: false,
  isLoading: false,
  isSuperAdmin: false,
  isAdmin: false,
  isUser: false,
  passwordData: null,
  loginUser: null,
  deviceInfo: null,
  lastLoginDevice: null,
};

/** The state after a successful sign-in or refresh; signed out when the token does not decode. */
export const authenticatedState = (
  base: AuthState,
  tokens: { accessToken: string; refreshToken: string | null },
): AuthState => {
  try {
    const decoded = decodeAccessToken(tokens.accessToken);
    const roleId = Number(decoded.RoleId);
    if (!isRoleId(roleId)) return { ...signedOutState, deviceInfo: base.deviceInfo };
    return {
      ...base,
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      decodedToken: decoded,
      roleId,
      // The spec: FullName serves as both the name and the e-mail of the user.
      user: { id: Number(decoded.UserId), email: decoded.FullName, name: decoded.FullName },
      isAuthenticated: true,
      isLoading: false,
      isSuperAdmin: roleId === Role.SuperAdmin,
      isAdmin: roleId === Role.Admin,
      isUser: roleId === Role.User,
    };
  } catch {
    return { ...signedOutState, deviceInfo: base.deviceInfo };
  }
};

export const authSlice = createSlice({
  name: 'auth',
  initialState: signedOutState,
  reducers: {
    setCredentials: (state, action: PayloadAction<{ accessToken: string; refreshToken: string | null }>) =>
      authenticatedState(state, action.payload),
    setAuthLoading: (state, action: PayloadAction<boolean>) => {
      state.isLoading = action.payload;
    },
    setLoginUser: (state, action: PayloadAction<{ userName: string } | null>) => {
      state.loginUser = action.payload;
    },
    setDeviceInfo: (state, action: PayloadAction<DeviceInfo>) => {
      state.deviceInfo = action.payload;
    },
    setLastLoginDevice: (state, action: PayloadAction<DeviceInfo | null>) => {
      state.lastLoginDevice = action.payload;
    },
    /** Clears everything of the signed-in user; device identity stays with the browser. */
    loggedOut: () => ({ ...signedOutState }),
  },
});

export const { setCredentials, setAuthLoading, setLoginUser, setDeviceInfo, setLastLoginDevice, loggedOut } =
  authSlice.actions;
