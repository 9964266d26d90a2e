import { changePasswordBody, loginBody, loginResult, sessionUser } from '../auth.ts';
import { messageEnvelope, okEnvelope } from '../common/envelope.ts';
import { endpoint } from './define.ts';

const tag = 'session';

export const authEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/login',
    summary: 'Sign in: a session token for an email and password',
    access: 'public',
    tag,
    body: loginBody,
    response: { 200: okEnvelope(loginResult) },
  }),
  logout: endpoint({
    method: 'POST',
    path: '/logout',
    summary: 'Sign out: end this session',
    access: 'signed-in',
    tag,
    response: { 200: messageEnvelope },
  }),
  me: endpoint({
    method: 'GET',
    path: '/me',
    summary: 'Read the signed-in user and their permissions',
    access: 'signed-in',
    tag,
    response: { 200: okEnvelope(sessionUser) },
  }),
  changePassword: endpoint({
    method: 'PUT',
    path: '/me/password',
    summary: "Change the signed-in user's password",
    access: 'signed-in',
    tag,
    body: changePasswordBody,
    response: { 200: messageEnvelope },
  }),
};
