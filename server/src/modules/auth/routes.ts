import {
  authFailureSchema,
  authMessageResponseSchema,
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  meSchema,
  preferredLanguageRequestSchema,
  preferredLanguageResponseSchema,
  RESET_PASSWORD_MESSAGE,
  registerRequestSchema,
  registerResponseSchema,
  resetPasswordRequestSchema,
} from '@the-gate/contract/auth';
import { errorBodySchema } from '@the-gate/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerLocale, inCallersLanguage } from '../../lib/caller-language';
import { perAddressLimit } from '../../lib/rate-limits';
import type { PasswordResetService } from './password-reset';
import { type AuthService, signedInUser } from './service';

type Options = { auth: AuthService; passwordReset: PasswordResetService };

const tags = ['auth'];
/** The failure statuses a route can answer, for the OpenAPI document. */
const failures = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, authFailureSchema])) as Record<S, typeof authFailureSchema>;

/** Accounts, contract §3.1, §3.2 and §6. Every failure answers `{succeeded: false, errors, message}`. */
export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { auth, passwordReset }) => {
  app.post(
    '/api/auth/register',
    {
      config: perAddressLimit(60, 'Too many sign-up attempts from your network. Please try again in a few minutes.'),
      schema: {
        tags,
        summary: 'Create an account and sign it in',
        body: registerRequestSchema,
        response: { 201: registerResponseSchema, ...failures(400, 409, 429) },
      },
    },
    async (req, reply) => {
      // The account's language is the one the sign-up page asked in (issue 26 §6).
      const { token } = await auth.register(req.body, callerLocale(req));
      return reply.code(201).send({
        succeeded: true,
        token,
        message: inCallersLanguage(req, reply, 'Your account has been created successfully.'),
        errors: [],
      });
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in with a username or e-mail and a password',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...failures(400, 401, 403, 429) },
      },
    },
    async (req) => {
      const { token, user } = await auth.login(req.body, req.ip);
      return { succeeded: true as const, token, user, errors: [] };
    },
  );

  app.get(
    '/api/auth/me',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The signed-in user and their contact details',
        response: { 200: meSchema, ...failures(401) },
      },
    },
    async (req) => {
      const { sessionId: _, ...user } = signedInUser(req);
      return user;
    },
  );

  app.post(
    '/api/auth/logout',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Sign out: the token stops working',
        response: { 200: authMessageResponseSchema, ...failures(401) },
      },
    },
    async (req, reply) => {
      await auth.logout(signedInUser(req).sessionId);
      return {
        succeeded: true as const,
        message: inCallersLanguage(req, reply, 'You have been signed out.'),
        errors: [],
      };
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: perAddressLimit(20, 'Too many password reset requests from your network. Please try again later.'),
      schema: {
        tags,
        summary: 'Mail a password reset link; the same answer whether or not the address has an account',
        body: forgotPasswordRequestSchema,
        response: { 200: authMessageResponseSchema, ...failures(400, 429) },
      },
    },
    async (req, reply) => {
      await passwordReset.requestReset(req.body.email);
      return { succeeded: true as const, message: inCallersLanguage(req, reply, FORGOT_PASSWORD_MESSAGE), errors: [] };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'Choose a new password with a reset link; signs the account out everywhere',
        body: resetPasswordRequestSchema,
        response: { 200: authMessageResponseSchema, ...failures(400) },
      },
    },
    async (req, reply) => {
      await passwordReset.resetPassword(req.body);
      return { succeeded: true as const, message: inCallersLanguage(req, reply, RESET_PASSWORD_MESSAGE), errors: [] };
    },
  );

  app.put(
    '/api/me/language',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Keep the signed-in account's language: its mail is written in it (issue 26 §6)",
        body: preferredLanguageRequestSchema,
        response: { 200: preferredLanguageResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (req) => ({
      preferredLanguage: await auth.setPreferredLanguage(signedInUser(req).id, req.body.language),
    }),
  );
};
