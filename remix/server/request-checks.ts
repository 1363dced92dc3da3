import type { Request, RequestHandler, Response } from 'express';

/** The methods the web app answers; anything else (TRACE, OPTIONS, PROPFIND…) is refused with 405. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Safe methods change nothing, so they carry no cross-site or body check. */
const SAFE_METHODS = new Set(['GET', 'HEAD']);

/** The largest request body read: the biggest form (an admin's 50 000-character content list) with room to spare. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** The body types the app reads: forms (Remix actions and fetchers) and JSON (resource routes). */
const BODY_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json']);

/** The one upload that is neither: the WAV of an exercise recorded for the AI coach, PUT to its recording. */
const AUDIO_UPLOAD_PATH = /^\/resources\/coach\/recordings\/[^/]+\/audio$/;
/** Ten minutes of 16 kHz PCM16 mono is 19.2 MB: the BFF's own limit (MAX_RECORDING_AUDIO_BYTES). */
export const AUDIO_UPLOAD_LIMIT_BYTES = 25 * 1024 * 1024;
const isAudioUpload = (req: Request) => req.method === 'PUT' && AUDIO_UPLOAD_PATH.test(req.path);

/** A coach's lesson video (issue 47, ADR 0060): MP4 or WebM, POSTed as a draft of a lecture or Virtual Coach lesson. */
const VIDEO_UPLOAD_PATH = /^\/resources\/lesson-media\/(?:lecture|virtual-coach)\/[^/]+\/drafts$/;
const VIDEO_TYPES = new Set(['video/mp4', 'video/webm']);
/** The BFF's own limit (MEDIA_MAX_UPLOAD_MB, 200 by default), which it answers with what to do; refused here unread. */
export const VIDEO_UPLOAD_LIMIT_BYTES = (Number(process.env.MEDIA_MAX_UPLOAD_MB) || 200) * 1024 * 1024;
const isVideoUpload = (req: Request) => req.method === 'POST' && VIDEO_UPLOAD_PATH.test(req.path);

/** The largest body this request may declare. */
const limitOf = (req: Request, limit: number) =>
  isAudioUpload(req) ? AUDIO_UPLOAD_LIMIT_BYTES : isVideoUpload(req) ? VIDEO_UPLOAD_LIMIT_BYTES : limit;

export const REFUSALS = {
  method: 'Method not allowed',
  lengthRequired: 'Length required',
  tooLarge: 'Request body too large',
  crossSite: 'Cross-site request refused',
  bodyType: 'Unsupported body type',
} as const;

/** A refusal in the app's one error shape (the BFF's), before any route runs. */
export function refuse(res: Response, statusCode: number, message: string, headers: Record<string, string> = {}): void {
  res.status(statusCode).set(headers).json({ statusCode, message, issues: [] });
}

/** 405 for a method outside ALLOWED_METHODS (TRACE used to reach Remix and answer 500). */
export const allowMethods: RequestHandler = (req, res, next) => {
  if ((ALLOWED_METHODS as readonly string[]).includes(req.method)) return next();
  refuse(res, 405, REFUSALS.method, { Allow: ALLOWED_METHODS.join(', ') });
};

/**
 * 413 for a declared body over `limit`, read not at all: Node discards the unread rest. A body of
 * unknown length (chunked) gets 411, so no body is ever read past the limit; browsers always send
 * Content-Length for the forms and JSON this app takes.
 */
export function limitBody(limit = BODY_LIMIT_BYTES): RequestHandler {
  return (req, res, next) => {
    const declared = req.headers['content-length'];
    if (declared !== undefined) {
      if (Number(declared) > limitOf(req, limit)) return refuse(res, 413, REFUSALS.tooLarge);
      return next();
    }
    if (req.headers['transfer-encoding'] !== undefined && !SAFE_METHODS.has(req.method))
      return refuse(res, 411, REFUSALS.lengthRequired);
    next();
  };
}

/** The host this request was addressed to, as Remix's own action check reads it (X-Forwarded-Host, else Host). */
function addressedHost(req: Request): string | undefined {
  const forwarded = req.get('x-forwarded-host')?.split(',', 1)[0]?.trim();
  return forwarded || req.get('host');
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * Whether a state-changing request comes from the app's own pages. A browser says where a request
 * comes from in Sec-Fetch-Site (anything but same-origin or none — a user's own navigation — is
 * refused, so a sibling subdomain or another port on the same host fails too) and in Origin, whose
 * host must be the one addressed ('null' never is). A request with neither header is not from a
 * browser, so it carries no victim's cookie: it passes, as in Go's CrossOriginProtection.
 */
export function isCrossSite(req: Request): boolean {
  const site = req.get('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const origin = req.get('origin');
  return origin !== undefined && hostOf(origin) !== addressedHost(req);
}

/** 403 for a cross-site POST, PUT, PATCH or DELETE: every action, resource route and /logout. */
export const refuseCrossSite: RequestHandler = (req, res, next) => {
  if (SAFE_METHODS.has(req.method) || !isCrossSite(req)) return next();
  refuse(res, 403, REFUSALS.crossSite);
};

function hasBody(req: Request): boolean {
  const declared = req.headers['content-length'];
  return declared === undefined ? req.headers['transfer-encoding'] !== undefined : Number(declared) > 0;
}

/**
 * 415 for a body that is neither a form nor JSON. A plain HTML form can send text/plain, which
 * carries JSON without a CORS preflight; no route of the app reads it.
 */
export const requireKnownBodyType: RequestHandler = (req, res, next) => {
  if (SAFE_METHODS.has(req.method) || !hasBody(req)) return next();
  const type = req.get('content-type')?.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  if (BODY_TYPES.has(type) || (type === 'audio/wav' && isAudioUpload(req))) return next();
  if (VIDEO_TYPES.has(type) && isVideoUpload(req)) return next();
  refuse(res, 415, REFUSALS.bodyType);
};
