// The API's paths, parameters, bodies and answers, generated from the server's OpenAPI document
// (every route and its zod schemas) by `npm run api:types`. Do not edit: a test compares this file
// with the server's routes, so a renamed route or field breaks the web app's build until it follows.

export interface paths {
    "/api/device/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device/v1/heartbeat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        appVersion?: string;
                        /** @default null */
                        freeStorageBytes?: number | null;
                        recovered?: {
                            msAgo: number;
                            /** @enum {string} */
                            reason: "stalled" | "stream-silent";
                        } | null;
                        screen?: {
                            height: number;
                            width: number;
                        };
                        /** @default null */
                        showingItemId?: number | null;
                        shown?: {
                            id: number;
                            msAgo: number;
                        }[];
                        slideShownMs?: number | null;
                        /** @enum {string} */
                        state?: "playing" | "asleep" | "paused" | "still";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device/v1/items/{id}/favourite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            isFavourite: boolean;
                        };
                    };
                };
            };
        };
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            isFavourite: boolean;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device/v1/items/{id}/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device/v1/pairing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        appVersion?: string;
                        /** @default Kinframe player */
                        deviceName?: string;
                        screen: {
                            height: number;
                            width: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            expiresAt: string;
                            pairingId: string;
                            pollSeconds: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device/v1/pairing/{pairingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    pairingId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "waiting";
                        } | {
                            deviceToken: string;
                            frameId: number;
                            /** @enum {string} */
                            status: "claimed";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device/v1/playlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            expiresAt: string;
                            frameId: number;
                            items: {
                                caption: string;
                                durationMs: number | null;
                                focus?: {
                                    x: number;
                                    y: number;
                                } | null;
                                height: number;
                                id: number;
                                isFavourite?: boolean | null;
                                isInterim: boolean;
                                /** @enum {string} */
                                kind: "photo" | "video";
                                /** @enum {string} */
                                orientation: "landscape" | "portrait" | "square";
                                posterUrl: string | null;
                                sharedBy?: string | null;
                                takenAt: string;
                                url: string;
                                width: number;
                            }[];
                            memories?: {
                                date: string;
                                groups: {
                                    itemIds: number[];
                                    title: {
                                        yearsAgo: number;
                                    };
                                }[];
                                showAt: ("morning" | "evening")[];
                            }[];
                            name: string;
                            order?: {
                                cycle: number;
                                endsAt: string;
                                startedAt: string;
                            };
                            settings: {
                                brightness: {
                                    curve: {
                                        days: {
                                            level: number;
                                            time: string;
                                        }[][];
                                    } | null;
                                };
                                /** @enum {string} */
                                clockFormat: "auto" | "24h" | "12h";
                                /** @enum {string} */
                                fill: "blur" | "pair" | "black";
                                intervalSeconds: number;
                                memories: boolean;
                                /** @enum {string} */
                                orientation: "auto" | "landscape" | "portrait";
                                /** @enum {string} */
                                recency: "off" | "gentle" | "strong";
                                showCaptions: boolean;
                                showClock: boolean;
                                showSharedBy: boolean;
                                showTakenAt: boolean;
                                showUnfit: boolean;
                                shuffle: boolean;
                                sleep: {
                                    days: number[];
                                    enabled: boolean;
                                    end: string;
                                    start: string;
                                };
                                /** @enum {string} */
                                transition: "fade" | "slide" | "ken-burns" | "none";
                                weather: {
                                    enabled: boolean;
                                    place: {
                                        country?: string;
                                        latitude: number;
                                        longitude: number;
                                        name: string;
                                        region?: string;
                                    } | null;
                                    /** @enum {string} */
                                    unit: "celsius" | "fahrenheit";
                                };
                            };
                            weather?: {
                                code: number;
                                isDay: boolean;
                                observedAt: string;
                                place: string;
                                temperature: number;
                                /** @enum {string} */
                                unit: "celsius" | "fahrenheit";
                            };
                        };
                    };
                };
                /** @description Not modified: the playlist named in If-None-Match is current */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                            tools?: {
                                ffmpeg: {
                                    /** @enum {string} */
                                    source: "configured" | "system" | "bundled" | "missing";
                                    version: string | null;
                                };
                                ffprobe: {
                                    /** @enum {string} */
                                    source: "configured" | "system" | "bundled" | "missing";
                                    version: string | null;
                                };
                                heic: {
                                    /** @enum {string} */
                                    source: "configured" | "system" | "bundled" | "missing";
                                    version: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inbound-mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query: {
                    from?: string;
                    to: string | string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accepted: boolean;
                            reason?: string;
                            recipients?: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accepted: boolean;
                            reason?: string;
                            recipients?: number;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accepted: boolean;
                            reason?: string;
                            recipients?: number;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accepted: boolean;
                            reason?: string;
                            recipients?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sign_out/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions/user/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                name: string;
                                nextBillingDate: string | null;
                                plan: {
                                    currency: string;
                                    /** @enum {string} */
                                    frequency: "quarterly" | "monthly" | "annual";
                                    name: string;
                                    price: number;
                                };
                                /** @enum {string} */
                                status: "trialing" | "active" | "past_due" | "canceled" | "expired";
                                trialStartDate: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/email/allow_list/settings/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email_filter: boolean;
                            email_slideshow_id: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/x-www-form-urlencoded": {
                        email_filter?: string;
                        email_slideshow_id?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email_filter: boolean;
                            email_slideshow_id: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/exists/json/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/x-www-form-urlencoded": {
                        email?: string;
                        username?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email?: boolean;
                            username?: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/profile/edit/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            avatar: string | null;
                            contact_email: string;
                            country: string;
                            email: string;
                            email_confirmed: boolean;
                            first_name: string;
                            /** @enum {string} */
                            language: "en-US" | "de-DE" | "es-ES" | "it-IT" | "jp-JP" | "fr-FR";
                            last_name: string;
                            pending_email: string | null;
                            product_email: string;
                            /** @enum {string|null} */
                            server_role: "owner" | "operator" | null;
                            stats: {
                                video_storage_used: number;
                            };
                            username: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/x-www-form-urlencoded": {
                        contact_email?: string;
                        country?: string;
                        email?: string;
                        email_confirm?: string;
                        first_name?: string;
                        last_name?: string;
                        /** @default  */
                        old_password?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            avatar: string | null;
                            contact_email: string;
                            country: string;
                            email: string;
                            email_confirmed: boolean;
                            first_name: string;
                            /** @enum {string} */
                            language: "en-US" | "de-DE" | "es-ES" | "it-IT" | "jp-JP" | "fr-FR";
                            last_name: string;
                            pending_email: string | null;
                            product_email: string;
                            /** @enum {string|null} */
                            server_role: "owner" | "operator" | null;
                            stats: {
                                video_storage_used: number;
                            };
                            username: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/reset_pwd/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/x-www-form-urlencoded": {
                        /** @default  */
                        password?: string;
                        /** @default  */
                        password_confirm?: string;
                        /** @default  */
                        token?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/reset_pwd/validate/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/x-www-form-urlencoded": {
                        /** @default  */
                        token?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/album-invites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            invites: {
                                album: {
                                    coverUrl: string | null;
                                    id: number;
                                    itemCount: number;
                                    name: string;
                                };
                                id: number;
                                invitedAt: string;
                                invitedBy: {
                                    displayName: string;
                                    id: number;
                                    username: string;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/album-invites/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                canAddItems: boolean;
                                canCopy: boolean;
                                canDelete: boolean;
                                canEditCaption: boolean;
                                canInvite: boolean;
                                canLeave: boolean;
                                canManageMembers: boolean;
                                canRemoveAnyItem: boolean;
                                canRemoveOwnItems: boolean;
                                canRename: boolean;
                                canReorder: boolean;
                                canRespondToInvite: boolean;
                                canSeeMembers: boolean;
                                canSetCover: boolean;
                                canShare: boolean;
                            };
                            caption: string;
                            coverUrl: string | null;
                            createdAt: string;
                            id: number;
                            itemCount: number;
                            maxItems: number;
                            memberCount: number;
                            name: string;
                            owner: {
                                displayName: string;
                                id: number;
                                username: string;
                            };
                            /** @enum {string} */
                            role: "owner" | "member" | "invitee";
                            /** @enum {string} */
                            type: "kinframe" | "shared" | "google" | "dropbox";
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/album-invites/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/album-invites/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            invites: {
                                album: {
                                    coverUrl: string | null;
                                    id: number;
                                    itemCount: number;
                                    name: string;
                                };
                                id: number;
                                invitedAt: string;
                                invitedBy: {
                                    displayName: string;
                                    id: number;
                                    username: string;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/albums": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                    type?: "kinframe" | "shared" | "google" | "dropbox";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            albums: {
                                abilities: {
                                    canAddItems: boolean;
                                    canCopy: boolean;
                                    canDelete: boolean;
                                    canEditCaption: boolean;
                                    canInvite: boolean;
                                    canLeave: boolean;
                                    canManageMembers: boolean;
                                    canRemoveAnyItem: boolean;
                                    canRemoveOwnItems: boolean;
                                    canRename: boolean;
                                    canReorder: boolean;
                                    canRespondToInvite: boolean;
                                    canSeeMembers: boolean;
                                    canSetCover: boolean;
                                    canShare: boolean;
                                };
                                caption: string;
                                coverUrl: string | null;
                                createdAt: string;
                                id: number;
                                itemCount: number;
                                maxItems: number;
                                memberCount: number;
                                name: string;
                                owner: {
                                    displayName: string;
                                    id: number;
                                    username: string;
                                };
                                /** @enum {string} */
                                role: "owner" | "member" | "invitee";
                                /** @enum {string} */
                                type: "kinframe" | "shared" | "google" | "dropbox";
                                updatedAt: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        isShared?: boolean;
                        /** @default [] */
                        itemIds?: number[];
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                canAddItems: boolean;
                                canCopy: boolean;
                                canDelete: boolean;
                                canEditCaption: boolean;
                                canInvite: boolean;
                                canLeave: boolean;
                                canManageMembers: boolean;
                                canRemoveAnyItem: boolean;
                                canRemoveOwnItems: boolean;
                                canRename: boolean;
                                canReorder: boolean;
                                canRespondToInvite: boolean;
                                canSeeMembers: boolean;
                                canSetCover: boolean;
                                canShare: boolean;
                            };
                            caption: string;
                            coverUrl: string | null;
                            createdAt: string;
                            id: number;
                            itemCount: number;
                            maxItems: number;
                            memberCount: number;
                            name: string;
                            owner: {
                                displayName: string;
                                id: number;
                                username: string;
                            };
                            /** @enum {string} */
                            role: "owner" | "member" | "invitee";
                            /** @enum {string} */
                            type: "kinframe" | "shared" | "google" | "dropbox";
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/albums/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                canAddItems: boolean;
                                canCopy: boolean;
                                canDelete: boolean;
                                canEditCaption: boolean;
                                canInvite: boolean;
                                canLeave: boolean;
                                canManageMembers: boolean;
                                canRemoveAnyItem: boolean;
                                canRemoveOwnItems: boolean;
                                canRename: boolean;
                                canReorder: boolean;
                                canRespondToInvite: boolean;
                                canSeeMembers: boolean;
                                canSetCover: boolean;
                                canShare: boolean;
                            };
                            caption: string;
                            coverUrl: string | null;
                            createdAt: string;
                            id: number;
                            itemCount: number;
                            maxItems: number;
                            memberCount: number;
                            name: string;
                            owner: {
                                displayName: string;
                                id: number;
                                username: string;
                            };
                            /** @enum {string} */
                            role: "owner" | "member" | "invitee";
                            /** @enum {string} */
                            type: "kinframe" | "shared" | "google" | "dropbox";
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        caption?: string;
                        coverItemId?: number | null;
                        name?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                canAddItems: boolean;
                                canCopy: boolean;
                                canDelete: boolean;
                                canEditCaption: boolean;
                                canInvite: boolean;
                                canLeave: boolean;
                                canManageMembers: boolean;
                                canRemoveAnyItem: boolean;
                                canRemoveOwnItems: boolean;
                                canRename: boolean;
                                canReorder: boolean;
                                canRespondToInvite: boolean;
                                canSeeMembers: boolean;
                                canSetCover: boolean;
                                canShare: boolean;
                            };
                            caption: string;
                            coverUrl: string | null;
                            createdAt: string;
                            id: number;
                            itemCount: number;
                            maxItems: number;
                            memberCount: number;
                            name: string;
                            owner: {
                                displayName: string;
                                id: number;
                                username: string;
                            };
                            /** @enum {string} */
                            role: "owner" | "member" | "invitee";
                            /** @enum {string} */
                            type: "kinframe" | "shared" | "google" | "dropbox";
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v3/albums/{id}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                addedBy: {
                                    displayName: string;
                                    id: number;
                                    username: string;
                                };
                                camera: {
                                    lens: string | null;
                                    make: string | null;
                                    model: string | null;
                                } | null;
                                caption: string;
                                createdAt: string;
                                durationSeconds: number | null;
                                edit: ({
                                    adjust: {
                                        contrast: number;
                                        exposure: number;
                                        highlights: number;
                                        saturation: number;
                                        shadows: number;
                                        sharpness: number;
                                        tint: number;
                                        vibrance: number;
                                        vignette: number;
                                        warmth: number;
                                    };
                                    crop: {
                                        height: number;
                                        width: number;
                                        x: number;
                                        y: number;
                                    } | null;
                                    flipHorizontal: boolean;
                                    flipVertical: boolean;
                                    /** @enum {string} */
                                    kind: "photo";
                                    look: string | null;
                                    rotate: 0 | 90 | 180 | 270;
                                    straighten: number;
                                    /** @enum {number} */
                                    version: 1;
                                } | {
                                    /** @enum {string} */
                                    kind: "video";
                                    mute: boolean;
                                    rotate: 0 | 90 | 180 | 270;
                                    trimEnd: number | null;
                                    trimStart: number;
                                    /** @enum {number} */
                                    version: 1;
                                }) | null;
                                editPending: boolean;
                                exposure: {
                                    exposureTime: number | null;
                                    fNumber: number | null;
                                    focalLength: number | null;
                                    iso: number | null;
                                } | null;
                                failureCode: string | null;
                                focus: {
                                    x: number;
                                    y: number;
                                } | null;
                                height: number | null;
                                id: number;
                                isFavourite: boolean;
                                isOwnUpload: boolean;
                                /** @enum {string} */
                                kind: "photo" | "video";
                                name: string;
                                /** @enum {string|null} */
                                orientation: "landscape" | "portrait" | "square" | null;
                                place: {
                                    city: string | null;
                                    country: string | null;
                                    latitude: number | null;
                                    longitude: number | null;
                                    region: string | null;
                                } | null;
                                sizeBytes: number;
                                /** @enum {string} */
                                status: "processing" | "ready" | "failed";
                                tagIds: number[];
                                uploadedAt: string;
                                urls: {
                                    edited: string | null;
                                    original: string;
                                    poster: string | null;
                                    preview: string | null;
                                    ratio: string | null;
                                    square: string | null;
                                    video: string | null;
                                };
                                width: number | null;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        itemIds: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            added: number;
                            /** @enum {string|null} */
                            notice: "album_partially_added" | "album_full" | null;
                            total: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/albums/{id}/items/copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        albumId?: number;
                        itemIds: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            album: {
                                added: number;
                                /** @enum {string|null} */
                                notice: "album_partially_added" | "album_full" | null;
                                total: number;
                            } | null;
                            copied: number;
                            skipped: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/albums/{id}/items/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        beforeItemId: number | null;
                        itemId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/albums/{id}/items/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        itemIds: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            removed: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/albums/{id}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/albums/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            members: {
                                email: string | null;
                                id: number;
                                invitedAt: string;
                                person: {
                                    displayName: string;
                                    id: number;
                                    username: string;
                                } | null;
                                /** @enum {string} */
                                status: "invited" | "member";
                            }[];
                            owner: {
                                displayName: string;
                                id: number;
                                username: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        invitees: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            members: {
                                email: string | null;
                                id: number;
                                invitedAt: string;
                                person: {
                                    displayName: string;
                                    id: number;
                                    username: string;
                                } | null;
                                /** @enum {string} */
                                status: "invited" | "member";
                            }[];
                            owner: {
                                displayName: string;
                                id: number;
                                username: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/albums/{id}/members/{memberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    memberId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/albums/{id}/members/{memberId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    memberId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/app-config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            capabilities: {
                                connectedAlbums: {
                                    maxPhotos: number;
                                    providers: ("dropbox" | "google")[];
                                } | null;
                                map: {
                                    attribution: string;
                                    attributionUrl: string | null;
                                    urlTemplate: string;
                                } | null;
                            };
                            captcha: {
                                challengeUrl?: string;
                                /** @enum {string} */
                                provider: "altcha" | "recaptcha" | "none";
                                siteKey?: string;
                            };
                            mailDomain: string;
                            shop: {
                                signOutUrl: string;
                            } | null;
                            /** @enum {string} */
                            signUp: "open" | "invite" | "closed";
                            version: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            url: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            url: string | null;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/avatar/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        uploadId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            url: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/avatar/upload-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            uploadId: string;
                            uploadPolicy: {
                                fields: {
                                    [key: string]: string;
                                };
                                url: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/billing/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        returnPath?: string & (string);
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            url: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/billing/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            contact: {
                                isAvailable: boolean;
                                operator: {
                                    contact: string | null;
                                    name: string | null;
                                };
                                owner: string | null;
                            };
                            plan: {
                                currency: string;
                                /** @enum {string} */
                                frequency: "quarterly" | "monthly" | "annual";
                                name: string;
                                price: number;
                            };
                            /** @enum {string} */
                            provider: "none" | "stripe";
                            trial: {
                                days: number;
                                isAvailable: boolean;
                                paidPlanStartDate: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/billing/portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        returnPath?: string & (string);
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            url: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/captcha/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            algorithm: string;
                            challenge: string;
                            maxnumber?: number;
                            salt: string;
                            signature: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            collections: {
                                coverUrl: string | null;
                                /** @enum {string} */
                                id: "favourites" | "emailed" | "nft-art";
                                itemCount: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/collections/{id}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path: {
                    id: "favourites" | "emailed" | "nft-art";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                art: {
                                    artist: string;
                                    title: string;
                                } | null;
                                camera: {
                                    lens: string | null;
                                    make: string | null;
                                    model: string | null;
                                } | null;
                                caption: string;
                                createdAt: string;
                                durationSeconds: number | null;
                                edit: ({
                                    adjust: {
                                        contrast: number;
                                        exposure: number;
                                        highlights: number;
                                        saturation: number;
                                        shadows: number;
                                        sharpness: number;
                                        tint: number;
                                        vibrance: number;
                                        vignette: number;
                                        warmth: number;
                                    };
                                    crop: {
                                        height: number;
                                        width: number;
                                        x: number;
                                        y: number;
                                    } | null;
                                    flipHorizontal: boolean;
                                    flipVertical: boolean;
                                    /** @enum {string} */
                                    kind: "photo";
                                    look: string | null;
                                    rotate: 0 | 90 | 180 | 270;
                                    straighten: number;
                                    /** @enum {number} */
                                    version: 1;
                                } | {
                                    /** @enum {string} */
                                    kind: "video";
                                    mute: boolean;
                                    rotate: 0 | 90 | 180 | 270;
                                    trimEnd: number | null;
                                    trimStart: number;
                                    /** @enum {number} */
                                    version: 1;
                                }) | null;
                                editPending: boolean;
                                exposure: {
                                    exposureTime: number | null;
                                    fNumber: number | null;
                                    focalLength: number | null;
                                    iso: number | null;
                                } | null;
                                failureCode: string | null;
                                focus: {
                                    x: number;
                                    y: number;
                                } | null;
                                height: number | null;
                                id: number;
                                isFavourite: boolean;
                                /** @enum {string} */
                                kind: "photo" | "video";
                                name: string;
                                /** @enum {string|null} */
                                orientation: "landscape" | "portrait" | "square" | null;
                                place: {
                                    city: string | null;
                                    country: string | null;
                                    latitude: number | null;
                                    longitude: number | null;
                                    region: string | null;
                                } | null;
                                sizeBytes: number;
                                /** @enum {string} */
                                status: "processing" | "ready" | "failed";
                                tagIds: number[];
                                uploadedAt: string;
                                urls: {
                                    edited: string | null;
                                    original: string;
                                    poster: string | null;
                                    preview: string | null;
                                    ratio: string | null;
                                    square: string | null;
                                    video: string | null;
                                };
                                width: number | null;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/community/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            isOperator: boolean;
                            isSuspended: boolean;
                            suspendedUntil: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/community/moderation/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        reason?: string;
                        /** @enum {string} */
                        state: "visible" | "hidden" | "removed";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v3/community/moderation/replies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        reason?: string;
                        /** @enum {string} */
                        state: "visible" | "hidden" | "removed";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v3/community/moderation/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            nextCursor: string | null;
                            reports: {
                                author: {
                                    avatarUrl: string | null;
                                    displayName: string;
                                    id: number;
                                    username: string;
                                };
                                createdAt: string;
                                excerpt: string;
                                id: number;
                                note: string;
                                postId: number;
                                /** @enum {string} */
                                reason: "spam" | "harassment" | "inappropriate" | "off_topic" | "other";
                                reportCount: number;
                                reporter: {
                                    displayName: string;
                                    id: number;
                                    username: string;
                                };
                                /** @enum {string} */
                                target: "post" | "reply";
                                targetId: number;
                                /** @enum {string} */
                                targetState: "visible" | "hidden" | "removed";
                                title: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/community/moderation/suspensions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            suspensions: {
                                createdAt: string;
                                person: {
                                    displayName: string;
                                    id: number;
                                    username: string;
                                };
                                reason: string;
                                until: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        reason?: string;
                        /**
                         * Format: date-time
                         * @default null
                         */
                        until?: string | null;
                        userId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            isOperator: boolean;
                            isSuspended: boolean;
                            suspendedUntil: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/community/moderation/unsuspensions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        userId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/community/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    kind?: "tip" | "question";
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            nextCursor: string | null;
                            posts: {
                                author: {
                                    avatarUrl: string | null;
                                    displayName: string;
                                    id: number;
                                    username: string;
                                };
                                body: string;
                                createdAt: string;
                                id: number;
                                isMine: boolean;
                                /** @enum {string} */
                                kind: "tip" | "question";
                                lastActivityAt: string;
                                photos: {
                                    height: number | null;
                                    id: number;
                                    urls: {
                                        preview: string | null;
                                        square: string | null;
                                    };
                                    width: number | null;
                                }[];
                                reactions: {
                                    count: number;
                                    /** @enum {string} */
                                    kind: "like" | "helpful" | "love";
                                    mine: boolean;
                                }[];
                                replyCount: number;
                                /** @enum {string} */
                                state: "visible" | "hidden" | "removed";
                                title: string;
                                updatedAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        body: string;
                        /** @default [] */
                        itemIds?: number[];
                        /** @enum {string} */
                        kind: "tip" | "question";
                        title: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            author: {
                                avatarUrl: string | null;
                                displayName: string;
                                id: number;
                                username: string;
                            };
                            body: string;
                            createdAt: string;
                            id: number;
                            isMine: boolean;
                            /** @enum {string} */
                            kind: "tip" | "question";
                            lastActivityAt: string;
                            photos: {
                                height: number | null;
                                id: number;
                                urls: {
                                    preview: string | null;
                                    square: string | null;
                                };
                                width: number | null;
                            }[];
                            reactions: {
                                count: number;
                                /** @enum {string} */
                                kind: "like" | "helpful" | "love";
                                mine: boolean;
                            }[];
                            replyCount: number;
                            /** @enum {string} */
                            state: "visible" | "hidden" | "removed";
                            title: string;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/community/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            nextCursor: string | null;
                            post: {
                                author: {
                                    avatarUrl: string | null;
                                    displayName: string;
                                    id: number;
                                    username: string;
                                };
                                body: string;
                                createdAt: string;
                                id: number;
                                isMine: boolean;
                                /** @enum {string} */
                                kind: "tip" | "question";
                                lastActivityAt: string;
                                photos: {
                                    height: number | null;
                                    id: number;
                                    urls: {
                                        preview: string | null;
                                        square: string | null;
                                    };
                                    width: number | null;
                                }[];
                                reactions: {
                                    count: number;
                                    /** @enum {string} */
                                    kind: "like" | "helpful" | "love";
                                    mine: boolean;
                                }[];
                                replyCount: number;
                                /** @enum {string} */
                                state: "visible" | "hidden" | "removed";
                                title: string;
                                updatedAt: string;
                            };
                            replies: {
                                author: {
                                    avatarUrl: string | null;
                                    displayName: string;
                                    id: number;
                                    username: string;
                                };
                                body: string;
                                createdAt: string;
                                id: number;
                                isMine: boolean;
                                postId: number;
                                reactions: {
                                    count: number;
                                    /** @enum {string} */
                                    kind: "like" | "helpful" | "love";
                                    mine: boolean;
                                }[];
                                /** @enum {string} */
                                state: "visible" | "hidden" | "removed";
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        body?: string;
                        itemIds?: number[];
                        /** @enum {string} */
                        kind?: "tip" | "question";
                        title?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            author: {
                                avatarUrl: string | null;
                                displayName: string;
                                id: number;
                                username: string;
                            };
                            body: string;
                            createdAt: string;
                            id: number;
                            isMine: boolean;
                            /** @enum {string} */
                            kind: "tip" | "question";
                            lastActivityAt: string;
                            photos: {
                                height: number | null;
                                id: number;
                                urls: {
                                    preview: string | null;
                                    square: string | null;
                                };
                                width: number | null;
                            }[];
                            reactions: {
                                count: number;
                                /** @enum {string} */
                                kind: "like" | "helpful" | "love";
                                mine: boolean;
                            }[];
                            replyCount: number;
                            /** @enum {string} */
                            state: "visible" | "hidden" | "removed";
                            title: string;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v3/community/posts/{id}/reactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "like" | "helpful" | "love";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            reactions: {
                                count: number;
                                /** @enum {string} */
                                kind: "like" | "helpful" | "love";
                                mine: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/community/posts/{id}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            nextCursor: string | null;
                            replies: {
                                author: {
                                    avatarUrl: string | null;
                                    displayName: string;
                                    id: number;
                                    username: string;
                                };
                                body: string;
                                createdAt: string;
                                id: number;
                                isMine: boolean;
                                postId: number;
                                reactions: {
                                    count: number;
                                    /** @enum {string} */
                                    kind: "like" | "helpful" | "love";
                                    mine: boolean;
                                }[];
                                /** @enum {string} */
                                state: "visible" | "hidden" | "removed";
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        body: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            author: {
                                avatarUrl: string | null;
                                displayName: string;
                                id: number;
                                username: string;
                            };
                            body: string;
                            createdAt: string;
                            id: number;
                            isMine: boolean;
                            postId: number;
                            reactions: {
                                count: number;
                                /** @enum {string} */
                                kind: "like" | "helpful" | "love";
                                mine: boolean;
                            }[];
                            /** @enum {string} */
                            state: "visible" | "hidden" | "removed";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/community/replies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        body: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            author: {
                                avatarUrl: string | null;
                                displayName: string;
                                id: number;
                                username: string;
                            };
                            body: string;
                            createdAt: string;
                            id: number;
                            isMine: boolean;
                            postId: number;
                            reactions: {
                                count: number;
                                /** @enum {string} */
                                kind: "like" | "helpful" | "love";
                                mine: boolean;
                            }[];
                            /** @enum {string} */
                            state: "visible" | "hidden" | "removed";
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v3/community/replies/{id}/reactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "like" | "helpful" | "love";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            reactions: {
                                count: number;
                                /** @enum {string} */
                                kind: "like" | "helpful" | "love";
                                mine: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/community/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        note?: string;
                        /** @enum {string} */
                        reason: "spam" | "harassment" | "inappropriate" | "off_topic" | "other";
                        /** @enum {string} */
                        target: "post" | "reply";
                        targetId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/competitions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            competitions: {
                                description: string;
                                entrantCount: number;
                                entriesCloseAt: string;
                                entriesOpenAt: string;
                                entryCount: number;
                                id: number;
                                myEntryCount: number;
                                perPerson: number;
                                /** @enum {string} */
                                phase: "upcoming" | "entering" | "voting" | "finished";
                                theme: string;
                                votingCloseAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/competitions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            description: string;
                            entrantCount: number;
                            entriesCloseAt: string;
                            entriesOpenAt: string;
                            entryCount: number;
                            id: number;
                            myEntryCount: number;
                            perPerson: number;
                            /** @enum {string} */
                            phase: "upcoming" | "entering" | "voting" | "finished";
                            theme: string;
                            votingCloseAt: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/competitions/{id}/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                    mine?: "true" | "false";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            entries: {
                                createdAt: string;
                                entrant: {
                                    displayName: string;
                                    id: number;
                                    username: string;
                                } | null;
                                height: number | null;
                                id: number;
                                isMine: boolean;
                                itemId: number;
                                place: number | null;
                                urls: {
                                    preview: string | null;
                                    ratio: string | null;
                                    square: string | null;
                                };
                                voteCount: number | null;
                                votedByMe: boolean;
                                width: number | null;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        itemId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            entrant: {
                                displayName: string;
                                id: number;
                                username: string;
                            } | null;
                            height: number | null;
                            id: number;
                            isMine: boolean;
                            itemId: number;
                            place: number | null;
                            urls: {
                                preview: string | null;
                                ratio: string | null;
                                square: string | null;
                            };
                            voteCount: number | null;
                            votedByMe: boolean;
                            width: number | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/competitions/{id}/entries/{entryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entryId: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/competitions/{id}/entries/{entryId}/vote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entryId: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entryId: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/competitions/{id}/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            competition: {
                                description: string;
                                entrantCount: number;
                                entriesCloseAt: string;
                                entriesOpenAt: string;
                                entryCount: number;
                                id: number;
                                myEntryCount: number;
                                perPerson: number;
                                /** @enum {string} */
                                phase: "upcoming" | "entering" | "voting" | "finished";
                                theme: string;
                                votingCloseAt: string;
                            };
                            ranked: {
                                createdAt: string;
                                entrant: {
                                    displayName: string;
                                    id: number;
                                    username: string;
                                } | null;
                                height: number | null;
                                id: number;
                                isMine: boolean;
                                itemId: number;
                                place: number | null;
                                urls: {
                                    preview: string | null;
                                    ratio: string | null;
                                    square: string | null;
                                };
                                voteCount: number | null;
                                votedByMe: boolean;
                                width: number | null;
                            }[];
                            totalVotes: number;
                            winners: {
                                createdAt: string;
                                entrant: {
                                    displayName: string;
                                    id: number;
                                    username: string;
                                } | null;
                                height: number | null;
                                id: number;
                                isMine: boolean;
                                itemId: number;
                                place: number | null;
                                urls: {
                                    preview: string | null;
                                    ratio: string | null;
                                    square: string | null;
                                };
                                voteCount: number | null;
                                votedByMe: boolean;
                                width: number | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/connected-albums": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    provider?: "dropbox" | "google";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            albums: {
                                albumId: number;
                                errorCode: string | null;
                                folderPath: string | null;
                                itemCount: number;
                                leftOutCount: number;
                                maxItems: number;
                                name: string;
                                pickerUri: string | null;
                                progress: {
                                    done: number;
                                    total: number;
                                } | null;
                                /** @enum {string} */
                                provider: "dropbox" | "google";
                                refusedCount: number;
                                /** @enum {string} */
                                state: "importing" | "picking" | "synced" | "waiting" | "failed";
                                syncedAt: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/connected-albums/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            albumId: number;
                            errorCode: string | null;
                            folderPath: string | null;
                            itemCount: number;
                            leftOutCount: number;
                            maxItems: number;
                            name: string;
                            pickerUri: string | null;
                            progress: {
                                done: number;
                                total: number;
                            } | null;
                            /** @enum {string} */
                            provider: "dropbox" | "google";
                            refusedCount: number;
                            /** @enum {string} */
                            state: "importing" | "picking" | "synced" | "waiting" | "failed";
                            syncedAt: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/connected-albums/{id}/pick": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            albumId: number;
                            errorCode: string | null;
                            folderPath: string | null;
                            itemCount: number;
                            leftOutCount: number;
                            maxItems: number;
                            name: string;
                            pickerUri: string | null;
                            progress: {
                                done: number;
                                total: number;
                            } | null;
                            /** @enum {string} */
                            provider: "dropbox" | "google";
                            refusedCount: number;
                            /** @enum {string} */
                            state: "importing" | "picking" | "synced" | "waiting" | "failed";
                            syncedAt: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/connected-albums/{id}/refused": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            files: {
                                code: string;
                                name: string;
                                path: string | null;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/connected-albums/{id}/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            albumId: number;
                            errorCode: string | null;
                            folderPath: string | null;
                            itemCount: number;
                            leftOutCount: number;
                            maxItems: number;
                            name: string;
                            pickerUri: string | null;
                            progress: {
                                done: number;
                                total: number;
                            } | null;
                            /** @enum {string} */
                            provider: "dropbox" | "google";
                            refusedCount: number;
                            /** @enum {string} */
                            state: "importing" | "picking" | "synced" | "waiting" | "failed";
                            syncedAt: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/connected-albums/dropbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        path: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            albumId: number;
                            errorCode: string | null;
                            folderPath: string | null;
                            itemCount: number;
                            leftOutCount: number;
                            maxItems: number;
                            name: string;
                            pickerUri: string | null;
                            progress: {
                                done: number;
                                total: number;
                            } | null;
                            /** @enum {string} */
                            provider: "dropbox" | "google";
                            refusedCount: number;
                            /** @enum {string} */
                            state: "importing" | "picking" | "synced" | "waiting" | "failed";
                            syncedAt: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/connected-albums/google": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            albumId: number;
                            errorCode: string | null;
                            folderPath: string | null;
                            itemCount: number;
                            leftOutCount: number;
                            maxItems: number;
                            name: string;
                            pickerUri: string | null;
                            progress: {
                                done: number;
                                total: number;
                            } | null;
                            /** @enum {string} */
                            provider: "dropbox" | "google";
                            refusedCount: number;
                            /** @enum {string} */
                            state: "importing" | "picking" | "synced" | "waiting" | "failed";
                            syncedAt: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/connectors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            connectors: {
                                connection: {
                                    accountLabel: string;
                                    connectedAt: string;
                                    /** @enum {string} */
                                    state: "connected" | "revoked";
                                } | null;
                                isAvailable: boolean;
                                /** @enum {string} */
                                provider: "dropbox" | "google" | "facebook" | "instagram" | "flickr";
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/connectors/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query: {
                    keepPhotos: "true" | "false";
                };
                header?: never;
                path: {
                    provider: "dropbox" | "google" | "facebook" | "instagram" | "flickr";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/connectors/{provider}/albums": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    provider: "facebook" | "instagram" | "flickr";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            albums: {
                                count: number | null;
                                id: string;
                                name: string;
                            }[];
                            isTruncated: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/connectors/{provider}/connect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    provider: "dropbox" | "google" | "facebook" | "instagram" | "flickr";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        returnTo: "albums" | "dropbox-connect" | "library-google" | "library-dropbox" | "library-facebook" | "library-instagram" | "library-flickr" | "settings";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            url: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/connectors/dropbox/folders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    path?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            folders: {
                                name: string;
                                path: string;
                            }[];
                            isTruncated: boolean;
                            path: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/console/competitions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            competitions: {
                                description: string;
                                entrantCount: number;
                                entriesCloseAt: string;
                                entriesOpenAt: string;
                                entryCount: number;
                                id: number;
                                isListed: boolean;
                                myEntryCount: number;
                                perPerson: number;
                                /** @enum {string} */
                                phase: "upcoming" | "entering" | "voting" | "finished";
                                theme: string;
                                votingCloseAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        description?: string;
                        entriesCloseAt: string;
                        entriesOpenAt: string;
                        perPerson?: number;
                        theme: string;
                        votingCloseAt: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            description: string;
                            entrantCount: number;
                            entriesCloseAt: string;
                            entriesOpenAt: string;
                            entryCount: number;
                            id: number;
                            isListed: boolean;
                            myEntryCount: number;
                            perPerson: number;
                            /** @enum {string} */
                            phase: "upcoming" | "entering" | "voting" | "finished";
                            theme: string;
                            votingCloseAt: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/console/competitions/{id}/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            description: string;
                            entrantCount: number;
                            entriesCloseAt: string;
                            entriesOpenAt: string;
                            entryCount: number;
                            id: number;
                            isListed: boolean;
                            myEntryCount: number;
                            perPerson: number;
                            /** @enum {string} */
                            phase: "upcoming" | "entering" | "voting" | "finished";
                            theme: string;
                            votingCloseAt: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/console/competitions/{id}/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            description: string;
                            entrantCount: number;
                            entriesCloseAt: string;
                            entriesOpenAt: string;
                            entryCount: number;
                            id: number;
                            isListed: boolean;
                            myEntryCount: number;
                            perPerson: number;
                            /** @enum {string} */
                            phase: "upcoming" | "entering" | "voting" | "finished";
                            theme: string;
                            votingCloseAt: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/console/competitions/{id}/unlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            description: string;
                            entrantCount: number;
                            entriesCloseAt: string;
                            entriesOpenAt: string;
                            entryCount: number;
                            id: number;
                            isListed: boolean;
                            myEntryCount: number;
                            perPerson: number;
                            /** @enum {string} */
                            phase: "upcoming" | "entering" | "voting" | "finished";
                            theme: string;
                            votingCloseAt: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/console/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            kinds: {
                                failed: number;
                                name: string;
                                running: number;
                                waiting: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/console/jobs/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {boolean} */
                            retried: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/console/jobs/failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    cursor?: string;
                    kind: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            jobs: {
                                attempts: number;
                                failedAt: string;
                                id: string;
                                kind: string;
                                reason: string | null;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/console/mail/undelivered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            mails: {
                                attempts: number;
                                createdAt: string;
                                error: string | null;
                                id: number;
                                subject: string;
                                to: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/console/people": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    q?: string;
                    sort?: "newest" | "name";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            nextCursor: string | null;
                            people: {
                                createdAt: string;
                                displayName: string;
                                email: string;
                                frames: number;
                                id: number;
                                lastActiveAt: string | null;
                                plan: {
                                    paidThrough: string | null;
                                    /** @enum {string} */
                                    tier: "plus" | "lite";
                                };
                                /** @enum {string|null} */
                                serverRole: "owner" | "operator" | null;
                                signInDisabled: boolean;
                                storage: {
                                    photos: {
                                        bytes: number;
                                        count: number;
                                    };
                                    videos: {
                                        bytes: number;
                                        count: number;
                                    };
                                };
                                username: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/console/people/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        isOperator?: boolean;
                        /** @enum {string} */
                        plan?: "plus" | "lite";
                        signInDisabled?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            displayName: string;
                            email: string;
                            frames: number;
                            id: number;
                            lastActiveAt: string | null;
                            plan: {
                                paidThrough: string | null;
                                /** @enum {string} */
                                tier: "plus" | "lite";
                            };
                            /** @enum {string|null} */
                            serverRole: "owner" | "operator" | null;
                            signInDisabled: boolean;
                            storage: {
                                photos: {
                                    bytes: number;
                                    count: number;
                                };
                                videos: {
                                    bytes: number;
                                    count: number;
                                };
                            };
                            username: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v3/console/people/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/console/server": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            backups: {
                                isConfigured: boolean;
                                keep: number;
                                latest: {
                                    at: string;
                                    bytes: number;
                                } | null;
                            };
                            connectors: {
                                isConfigured: boolean;
                                /** @enum {string} */
                                name: "stripe" | "dropbox" | "google" | "facebook" | "instagram" | "flickr" | "weather";
                                settings: string[];
                            }[];
                            database: {
                                bytes: number;
                                /** @enum {string} */
                                kind: "sqlite" | "postgres";
                            };
                            mail: {
                                inbound: {
                                    domain: string;
                                    isWebhookOn: boolean;
                                    port: number | null;
                                    /** @enum {string} */
                                    state: "off" | "listening" | "not_answering";
                                };
                                outgoing: {
                                    smtpHost: string | null;
                                };
                            };
                            mediaTools: {
                                ffmpeg: {
                                    /** @enum {string} */
                                    source: "configured" | "system" | "bundled" | "missing";
                                    version: string | null;
                                };
                                ffprobe: {
                                    /** @enum {string} */
                                    source: "configured" | "system" | "bundled" | "missing";
                                    version: string | null;
                                };
                                heic: {
                                    /** @enum {string} */
                                    source: "configured" | "system" | "bundled" | "missing";
                                    version: string | null;
                                };
                            };
                            queue: {
                                /** @enum {string} */
                                provider: "embedded" | "pg-boss";
                            };
                            signUp: {
                                isReachable: boolean;
                                /** @enum {string} */
                                newAccountPlan: "plus" | "lite";
                                /** @enum {string} */
                                policy: "open" | "invite" | "closed";
                                /** @enum {string|null} */
                                warning: "open_to_everyone" | null;
                            };
                            storage: {
                                /** @enum {string} */
                                driver: "local" | "s3";
                                items: number;
                                mediaBytes: number;
                            };
                            version: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        message: string;
                        subject?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/features": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            config: {
                                video_storage_base: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/frame-gifts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        albumIds: number[];
                        code: string;
                        /** @default  */
                        message?: string;
                        recipientEmail: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            albumIds: number[];
                            collectionIds: ("favourites" | "emailed" | "nft-art")[];
                            device: {
                                appVersion: string | null;
                                freeStorageBytes: number | null;
                                name: string;
                                screen: {
                                    height: number;
                                    width: number;
                                };
                            };
                            giftFor: string | null;
                            id: number;
                            lastRecovery?: {
                                /** Format: date-time */
                                at: string;
                                /** @enum {string} */
                                reason: "stalled" | "stream-silent";
                            } | null;
                            lastSeenAt: string | null;
                            name: string;
                            needsPairing: boolean;
                            offlineSince?: string | null;
                            online: boolean;
                            pairedAt: string;
                            settings: {
                                brightness: {
                                    curve: {
                                        days: {
                                            level: number;
                                            time: string;
                                        }[][];
                                    } | null;
                                };
                                /** @enum {string} */
                                clockFormat: "auto" | "24h" | "12h";
                                /** @enum {string} */
                                fill: "blur" | "pair" | "black";
                                intervalSeconds: number;
                                memories: boolean;
                                /** @enum {string} */
                                orientation: "auto" | "landscape" | "portrait";
                                /** @enum {string} */
                                recency: "off" | "gentle" | "strong";
                                showCaptions: boolean;
                                showClock: boolean;
                                showSharedBy: boolean;
                                showTakenAt: boolean;
                                showUnfit: boolean;
                                shuffle: boolean;
                                sleep: {
                                    days: number[];
                                    enabled: boolean;
                                    end: string;
                                    start: string;
                                };
                                /** @enum {string} */
                                transition: "fade" | "slide" | "ken-burns" | "none";
                                weather: {
                                    enabled: boolean;
                                    place: {
                                        country?: string;
                                        latitude: number;
                                        longitude: number;
                                        name: string;
                                        region?: string;
                                    } | null;
                                    /** @enum {string} */
                                    unit: "celsius" | "fahrenheit";
                                };
                            };
                            showingItemId: number | null;
                            showingUrl?: string | null;
                            /** @enum {string} */
                            state?: "online" | "asleep" | "paused" | "offline" | "stalled";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/frame-gifts/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            albumNames: string[];
                            frameName: string;
                            giver: {
                                displayName: string;
                                username: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/frame-gifts/{token}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            albumIds: number[];
                            collectionIds: ("favourites" | "emailed" | "nft-art")[];
                            device: {
                                appVersion: string | null;
                                freeStorageBytes: number | null;
                                name: string;
                                screen: {
                                    height: number;
                                    width: number;
                                };
                            };
                            giftFor: string | null;
                            id: number;
                            lastRecovery?: {
                                /** Format: date-time */
                                at: string;
                                /** @enum {string} */
                                reason: "stalled" | "stream-silent";
                            } | null;
                            lastSeenAt: string | null;
                            name: string;
                            needsPairing: boolean;
                            offlineSince?: string | null;
                            online: boolean;
                            pairedAt: string;
                            settings: {
                                brightness: {
                                    curve: {
                                        days: {
                                            level: number;
                                            time: string;
                                        }[][];
                                    } | null;
                                };
                                /** @enum {string} */
                                clockFormat: "auto" | "24h" | "12h";
                                /** @enum {string} */
                                fill: "blur" | "pair" | "black";
                                intervalSeconds: number;
                                memories: boolean;
                                /** @enum {string} */
                                orientation: "auto" | "landscape" | "portrait";
                                /** @enum {string} */
                                recency: "off" | "gentle" | "strong";
                                showCaptions: boolean;
                                showClock: boolean;
                                showSharedBy: boolean;
                                showTakenAt: boolean;
                                showUnfit: boolean;
                                shuffle: boolean;
                                sleep: {
                                    days: number[];
                                    enabled: boolean;
                                    end: string;
                                    start: string;
                                };
                                /** @enum {string} */
                                transition: "fade" | "slide" | "ken-burns" | "none";
                                weather: {
                                    enabled: boolean;
                                    place: {
                                        country?: string;
                                        latitude: number;
                                        longitude: number;
                                        name: string;
                                        region?: string;
                                    } | null;
                                    /** @enum {string} */
                                    unit: "celsius" | "fahrenheit";
                                };
                            };
                            showingItemId: number | null;
                            showingUrl?: string | null;
                            /** @enum {string} */
                            state?: "online" | "asleep" | "paused" | "offline" | "stalled";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/frames": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            frames: {
                                albumIds: number[];
                                collectionIds: ("favourites" | "emailed" | "nft-art")[];
                                device: {
                                    appVersion: string | null;
                                    freeStorageBytes: number | null;
                                    name: string;
                                    screen: {
                                        height: number;
                                        width: number;
                                    };
                                };
                                giftFor: string | null;
                                id: number;
                                lastRecovery?: {
                                    /** Format: date-time */
                                    at: string;
                                    /** @enum {string} */
                                    reason: "stalled" | "stream-silent";
                                } | null;
                                lastSeenAt: string | null;
                                name: string;
                                needsPairing: boolean;
                                offlineSince?: string | null;
                                online: boolean;
                                pairedAt: string;
                                settings: {
                                    brightness: {
                                        curve: {
                                            days: {
                                                level: number;
                                                time: string;
                                            }[][];
                                        } | null;
                                    };
                                    /** @enum {string} */
                                    clockFormat: "auto" | "24h" | "12h";
                                    /** @enum {string} */
                                    fill: "blur" | "pair" | "black";
                                    intervalSeconds: number;
                                    memories: boolean;
                                    /** @enum {string} */
                                    orientation: "auto" | "landscape" | "portrait";
                                    /** @enum {string} */
                                    recency: "off" | "gentle" | "strong";
                                    showCaptions: boolean;
                                    showClock: boolean;
                                    showSharedBy: boolean;
                                    showTakenAt: boolean;
                                    showUnfit: boolean;
                                    shuffle: boolean;
                                    sleep: {
                                        days: number[];
                                        enabled: boolean;
                                        end: string;
                                        start: string;
                                    };
                                    /** @enum {string} */
                                    transition: "fade" | "slide" | "ken-burns" | "none";
                                    weather: {
                                        enabled: boolean;
                                        place: {
                                            country?: string;
                                            latitude: number;
                                            longitude: number;
                                            name: string;
                                            region?: string;
                                        } | null;
                                        /** @enum {string} */
                                        unit: "celsius" | "fahrenheit";
                                    };
                                };
                                showingItemId: number | null;
                                showingUrl?: string | null;
                                /** @enum {string} */
                                state?: "online" | "asleep" | "paused" | "offline" | "stalled";
                            }[];
                            maxFrames: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/frames/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            albumIds: number[];
                            collectionIds: ("favourites" | "emailed" | "nft-art")[];
                            device: {
                                appVersion: string | null;
                                freeStorageBytes: number | null;
                                name: string;
                                screen: {
                                    height: number;
                                    width: number;
                                };
                            };
                            giftFor: string | null;
                            id: number;
                            lastRecovery?: {
                                /** Format: date-time */
                                at: string;
                                /** @enum {string} */
                                reason: "stalled" | "stream-silent";
                            } | null;
                            lastSeenAt: string | null;
                            name: string;
                            needsPairing: boolean;
                            offlineSince?: string | null;
                            online: boolean;
                            pairedAt: string;
                            settings: {
                                brightness: {
                                    curve: {
                                        days: {
                                            level: number;
                                            time: string;
                                        }[][];
                                    } | null;
                                };
                                /** @enum {string} */
                                clockFormat: "auto" | "24h" | "12h";
                                /** @enum {string} */
                                fill: "blur" | "pair" | "black";
                                intervalSeconds: number;
                                memories: boolean;
                                /** @enum {string} */
                                orientation: "auto" | "landscape" | "portrait";
                                /** @enum {string} */
                                recency: "off" | "gentle" | "strong";
                                showCaptions: boolean;
                                showClock: boolean;
                                showSharedBy: boolean;
                                showTakenAt: boolean;
                                showUnfit: boolean;
                                shuffle: boolean;
                                sleep: {
                                    days: number[];
                                    enabled: boolean;
                                    end: string;
                                    start: string;
                                };
                                /** @enum {string} */
                                transition: "fade" | "slide" | "ken-burns" | "none";
                                weather: {
                                    enabled: boolean;
                                    place: {
                                        country?: string;
                                        latitude: number;
                                        longitude: number;
                                        name: string;
                                        region?: string;
                                    } | null;
                                    /** @enum {string} */
                                    unit: "celsius" | "fahrenheit";
                                };
                            };
                            showingItemId: number | null;
                            showingUrl?: string | null;
                            /** @enum {string} */
                            state?: "online" | "asleep" | "paused" | "offline" | "stalled";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        settings?: {
                            brightness?: {
                                curve: {
                                    days: {
                                        level: number;
                                        time: string;
                                    }[][];
                                } | null;
                            };
                            /** @enum {string} */
                            clockFormat?: "auto" | "24h" | "12h";
                            /** @enum {string} */
                            fill?: "blur" | "pair" | "black";
                            intervalSeconds?: number;
                            memories?: boolean;
                            /** @enum {string} */
                            orientation?: "auto" | "landscape" | "portrait";
                            /** @enum {string} */
                            recency?: "off" | "gentle" | "strong";
                            showCaptions?: boolean;
                            showClock?: boolean;
                            showSharedBy?: boolean;
                            showTakenAt?: boolean;
                            showUnfit?: boolean;
                            shuffle?: boolean;
                            sleep?: {
                                days: number[];
                                enabled: boolean;
                                end: string;
                                start: string;
                            };
                            /** @enum {string} */
                            transition?: "fade" | "slide" | "ken-burns" | "none";
                            weather?: {
                                enabled: boolean;
                                place: {
                                    country?: string;
                                    latitude: number;
                                    longitude: number;
                                    name: string;
                                    region?: string;
                                } | null;
                                /** @enum {string} */
                                unit: "celsius" | "fahrenheit";
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            albumIds: number[];
                            collectionIds: ("favourites" | "emailed" | "nft-art")[];
                            device: {
                                appVersion: string | null;
                                freeStorageBytes: number | null;
                                name: string;
                                screen: {
                                    height: number;
                                    width: number;
                                };
                            };
                            giftFor: string | null;
                            id: number;
                            lastRecovery?: {
                                /** Format: date-time */
                                at: string;
                                /** @enum {string} */
                                reason: "stalled" | "stream-silent";
                            } | null;
                            lastSeenAt: string | null;
                            name: string;
                            needsPairing: boolean;
                            offlineSince?: string | null;
                            online: boolean;
                            pairedAt: string;
                            settings: {
                                brightness: {
                                    curve: {
                                        days: {
                                            level: number;
                                            time: string;
                                        }[][];
                                    } | null;
                                };
                                /** @enum {string} */
                                clockFormat: "auto" | "24h" | "12h";
                                /** @enum {string} */
                                fill: "blur" | "pair" | "black";
                                intervalSeconds: number;
                                memories: boolean;
                                /** @enum {string} */
                                orientation: "auto" | "landscape" | "portrait";
                                /** @enum {string} */
                                recency: "off" | "gentle" | "strong";
                                showCaptions: boolean;
                                showClock: boolean;
                                showSharedBy: boolean;
                                showTakenAt: boolean;
                                showUnfit: boolean;
                                shuffle: boolean;
                                sleep: {
                                    days: number[];
                                    enabled: boolean;
                                    end: string;
                                    start: string;
                                };
                                /** @enum {string} */
                                transition: "fade" | "slide" | "ken-burns" | "none";
                                weather: {
                                    enabled: boolean;
                                    place: {
                                        country?: string;
                                        latitude: number;
                                        longitude: number;
                                        name: string;
                                        region?: string;
                                    } | null;
                                    /** @enum {string} */
                                    unit: "celsius" | "fahrenheit";
                                };
                            };
                            showingItemId: number | null;
                            showingUrl?: string | null;
                            /** @enum {string} */
                            state?: "online" | "asleep" | "paused" | "offline" | "stalled";
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v3/frames/{id}/albums/{albumId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    albumId: number | ("favourites" | "emailed" | "nft-art");
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            albumIds: number[];
                            collectionIds: ("favourites" | "emailed" | "nft-art")[];
                            device: {
                                appVersion: string | null;
                                freeStorageBytes: number | null;
                                name: string;
                                screen: {
                                    height: number;
                                    width: number;
                                };
                            };
                            giftFor: string | null;
                            id: number;
                            lastRecovery?: {
                                /** Format: date-time */
                                at: string;
                                /** @enum {string} */
                                reason: "stalled" | "stream-silent";
                            } | null;
                            lastSeenAt: string | null;
                            name: string;
                            needsPairing: boolean;
                            offlineSince?: string | null;
                            online: boolean;
                            pairedAt: string;
                            settings: {
                                brightness: {
                                    curve: {
                                        days: {
                                            level: number;
                                            time: string;
                                        }[][];
                                    } | null;
                                };
                                /** @enum {string} */
                                clockFormat: "auto" | "24h" | "12h";
                                /** @enum {string} */
                                fill: "blur" | "pair" | "black";
                                intervalSeconds: number;
                                memories: boolean;
                                /** @enum {string} */
                                orientation: "auto" | "landscape" | "portrait";
                                /** @enum {string} */
                                recency: "off" | "gentle" | "strong";
                                showCaptions: boolean;
                                showClock: boolean;
                                showSharedBy: boolean;
                                showTakenAt: boolean;
                                showUnfit: boolean;
                                shuffle: boolean;
                                sleep: {
                                    days: number[];
                                    enabled: boolean;
                                    end: string;
                                    start: string;
                                };
                                /** @enum {string} */
                                transition: "fade" | "slide" | "ken-burns" | "none";
                                weather: {
                                    enabled: boolean;
                                    place: {
                                        country?: string;
                                        latitude: number;
                                        longitude: number;
                                        name: string;
                                        region?: string;
                                    } | null;
                                    /** @enum {string} */
                                    unit: "celsius" | "fahrenheit";
                                };
                            };
                            showingItemId: number | null;
                            showingUrl?: string | null;
                            /** @enum {string} */
                            state?: "online" | "asleep" | "paused" | "offline" | "stalled";
                        };
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    albumId: number | ("favourites" | "emailed" | "nft-art");
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            albumIds: number[];
                            collectionIds: ("favourites" | "emailed" | "nft-art")[];
                            device: {
                                appVersion: string | null;
                                freeStorageBytes: number | null;
                                name: string;
                                screen: {
                                    height: number;
                                    width: number;
                                };
                            };
                            giftFor: string | null;
                            id: number;
                            lastRecovery?: {
                                /** Format: date-time */
                                at: string;
                                /** @enum {string} */
                                reason: "stalled" | "stream-silent";
                            } | null;
                            lastSeenAt: string | null;
                            name: string;
                            needsPairing: boolean;
                            offlineSince?: string | null;
                            online: boolean;
                            pairedAt: string;
                            settings: {
                                brightness: {
                                    curve: {
                                        days: {
                                            level: number;
                                            time: string;
                                        }[][];
                                    } | null;
                                };
                                /** @enum {string} */
                                clockFormat: "auto" | "24h" | "12h";
                                /** @enum {string} */
                                fill: "blur" | "pair" | "black";
                                intervalSeconds: number;
                                memories: boolean;
                                /** @enum {string} */
                                orientation: "auto" | "landscape" | "portrait";
                                /** @enum {string} */
                                recency: "off" | "gentle" | "strong";
                                showCaptions: boolean;
                                showClock: boolean;
                                showSharedBy: boolean;
                                showTakenAt: boolean;
                                showUnfit: boolean;
                                shuffle: boolean;
                                sleep: {
                                    days: number[];
                                    enabled: boolean;
                                    end: string;
                                    start: string;
                                };
                                /** @enum {string} */
                                transition: "fade" | "slide" | "ken-burns" | "none";
                                weather: {
                                    enabled: boolean;
                                    place: {
                                        country?: string;
                                        latitude: number;
                                        longitude: number;
                                        name: string;
                                        region?: string;
                                    } | null;
                                    /** @enum {string} */
                                    unit: "celsius" | "fahrenheit";
                                };
                            };
                            showingItemId: number | null;
                            showingUrl?: string | null;
                            /** @enum {string} */
                            state?: "online" | "asleep" | "paused" | "offline" | "stalled";
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/frames/{id}/commands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        command: "show";
                        itemId: number;
                    } | {
                        /** @enum {string} */
                        command: "next" | "previous" | "pause" | "resume" | "reload" | "clear-cache";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/frames/{id}/hidden": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                hiddenAt: string;
                                id: number;
                                /** @enum {string} */
                                kind: "photo" | "video";
                                thumbnailUrl: string | null;
                            }[];
                            nextCursor: string | null;
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/frames/{id}/hidden/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    itemId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/frames/{id}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                /** @enum {string} */
                                kind: "photo" | "video";
                                sentAt: string;
                                thumbnailUrl: string | null;
                            }[];
                            nextCursor: string | null;
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        itemIds: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            added: number;
                        };
                    };
                };
            };
        };
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            removed: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/frames/{id}/items/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        itemIds: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            removed: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/frames/{id}/reconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            albumIds: number[];
                            collectionIds: ("favourites" | "emailed" | "nft-art")[];
                            device: {
                                appVersion: string | null;
                                freeStorageBytes: number | null;
                                name: string;
                                screen: {
                                    height: number;
                                    width: number;
                                };
                            };
                            giftFor: string | null;
                            id: number;
                            lastRecovery?: {
                                /** Format: date-time */
                                at: string;
                                /** @enum {string} */
                                reason: "stalled" | "stream-silent";
                            } | null;
                            lastSeenAt: string | null;
                            name: string;
                            needsPairing: boolean;
                            offlineSince?: string | null;
                            online: boolean;
                            pairedAt: string;
                            settings: {
                                brightness: {
                                    curve: {
                                        days: {
                                            level: number;
                                            time: string;
                                        }[][];
                                    } | null;
                                };
                                /** @enum {string} */
                                clockFormat: "auto" | "24h" | "12h";
                                /** @enum {string} */
                                fill: "blur" | "pair" | "black";
                                intervalSeconds: number;
                                memories: boolean;
                                /** @enum {string} */
                                orientation: "auto" | "landscape" | "portrait";
                                /** @enum {string} */
                                recency: "off" | "gentle" | "strong";
                                showCaptions: boolean;
                                showClock: boolean;
                                showSharedBy: boolean;
                                showTakenAt: boolean;
                                showUnfit: boolean;
                                shuffle: boolean;
                                sleep: {
                                    days: number[];
                                    enabled: boolean;
                                    end: string;
                                    start: string;
                                };
                                /** @enum {string} */
                                transition: "fade" | "slide" | "ken-burns" | "none";
                                weather: {
                                    enabled: boolean;
                                    place: {
                                        country?: string;
                                        latitude: number;
                                        longitude: number;
                                        name: string;
                                        region?: string;
                                    } | null;
                                    /** @enum {string} */
                                    unit: "celsius" | "fahrenheit";
                                };
                            };
                            showingItemId: number | null;
                            showingUrl?: string | null;
                            /** @enum {string} */
                            state?: "online" | "asleep" | "paused" | "offline" | "stalled";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/frames/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        name?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            albumIds: number[];
                            collectionIds: ("favourites" | "emailed" | "nft-art")[];
                            device: {
                                appVersion: string | null;
                                freeStorageBytes: number | null;
                                name: string;
                                screen: {
                                    height: number;
                                    width: number;
                                };
                            };
                            giftFor: string | null;
                            id: number;
                            lastRecovery?: {
                                /** Format: date-time */
                                at: string;
                                /** @enum {string} */
                                reason: "stalled" | "stream-silent";
                            } | null;
                            lastSeenAt: string | null;
                            name: string;
                            needsPairing: boolean;
                            offlineSince?: string | null;
                            online: boolean;
                            pairedAt: string;
                            settings: {
                                brightness: {
                                    curve: {
                                        days: {
                                            level: number;
                                            time: string;
                                        }[][];
                                    } | null;
                                };
                                /** @enum {string} */
                                clockFormat: "auto" | "24h" | "12h";
                                /** @enum {string} */
                                fill: "blur" | "pair" | "black";
                                intervalSeconds: number;
                                memories: boolean;
                                /** @enum {string} */
                                orientation: "auto" | "landscape" | "portrait";
                                /** @enum {string} */
                                recency: "off" | "gentle" | "strong";
                                showCaptions: boolean;
                                showClock: boolean;
                                showSharedBy: boolean;
                                showTakenAt: boolean;
                                showUnfit: boolean;
                                shuffle: boolean;
                                sleep: {
                                    days: number[];
                                    enabled: boolean;
                                    end: string;
                                    start: string;
                                };
                                /** @enum {string} */
                                transition: "fade" | "slide" | "ken-burns" | "none";
                                weather: {
                                    enabled: boolean;
                                    place: {
                                        country?: string;
                                        latitude: number;
                                        longitude: number;
                                        name: string;
                                        region?: string;
                                    } | null;
                                    /** @enum {string} */
                                    unit: "celsius" | "fahrenheit";
                                };
                            };
                            showingItemId: number | null;
                            showingUrl?: string | null;
                            /** @enum {string} */
                            state?: "online" | "asleep" | "paused" | "offline" | "stalled";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/friends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            friends: {
                                acceptedAt: string | null;
                                createdAt: string;
                                /** @enum {string} */
                                direction: "sent" | "received";
                                email: string | null;
                                id: number;
                                lastMessageAt: string | null;
                                nickname: string | null;
                                person: {
                                    displayName: string;
                                    id: number;
                                    username: string;
                                } | null;
                                /** @enum {string} */
                                status: "pending" | "accepted";
                                unreadMessages: number;
                            }[];
                            maxFriends: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/friends/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        nickname: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            acceptedAt: string | null;
                            createdAt: string;
                            /** @enum {string} */
                            direction: "sent" | "received";
                            email: string | null;
                            id: number;
                            lastMessageAt: string | null;
                            nickname: string | null;
                            person: {
                                displayName: string;
                                id: number;
                                username: string;
                            } | null;
                            /** @enum {string} */
                            status: "pending" | "accepted";
                            unreadMessages: number;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v3/friends/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: {
                                from: {
                                    displayName: string;
                                    id: number;
                                    username: string;
                                };
                                id: number;
                                items: {
                                    height: number | null;
                                    id: number;
                                    /** @enum {string} */
                                    kind: "photo" | "video";
                                    urls: {
                                        edited: string | null;
                                        original: string;
                                        poster: string | null;
                                        preview: string | null;
                                        ratio: string | null;
                                        square: string | null;
                                        video: string | null;
                                    };
                                    width: number | null;
                                }[];
                                note: string;
                                readAt: string | null;
                                sentAt: string;
                                to: {
                                    displayName: string;
                                    id: number;
                                    username: string;
                                };
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        itemIds: number[];
                        /** @default  */
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            from: {
                                displayName: string;
                                id: number;
                                username: string;
                            };
                            id: number;
                            items: {
                                height: number | null;
                                id: number;
                                /** @enum {string} */
                                kind: "photo" | "video";
                                urls: {
                                    edited: string | null;
                                    original: string;
                                    poster: string | null;
                                    preview: string | null;
                                    ratio: string | null;
                                    square: string | null;
                                    video: string | null;
                                };
                                width: number | null;
                            }[];
                            note: string;
                            readAt: string | null;
                            sentAt: string;
                            to: {
                                displayName: string;
                                id: number;
                                username: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/friends/{id}/messages/{messageId}/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    messageId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        itemIds?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            itemIds: number[];
                            saved: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/friends/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/friends/{id}/respond": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        accept: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            friends: {
                                acceptedAt: string | null;
                                createdAt: string;
                                /** @enum {string} */
                                direction: "sent" | "received";
                                email: string | null;
                                id: number;
                                lastMessageAt: string | null;
                                nickname: string | null;
                                person: {
                                    displayName: string;
                                    id: number;
                                    username: string;
                                } | null;
                                /** @enum {string} */
                                status: "pending" | "accepted";
                                unreadMessages: number;
                            }[];
                            maxFriends: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/friends/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            friends: {
                                acceptedAt: string | null;
                                createdAt: string;
                                /** @enum {string} */
                                direction: "sent" | "received";
                                email: string | null;
                                id: number;
                                lastMessageAt: string | null;
                                nickname: string | null;
                                person: {
                                    displayName: string;
                                    id: number;
                                    username: string;
                                } | null;
                                /** @enum {string} */
                                status: "pending" | "accepted";
                                unreadMessages: number;
                            }[];
                            maxFriends: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/friends/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        invitees: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            friends: {
                                acceptedAt: string | null;
                                createdAt: string;
                                /** @enum {string} */
                                direction: "sent" | "received";
                                email: string | null;
                                id: number;
                                lastMessageAt: string | null;
                                nickname: string | null;
                                person: {
                                    displayName: string;
                                    id: number;
                                    username: string;
                                } | null;
                                /** @enum {string} */
                                status: "pending" | "accepted";
                                unreadMessages: number;
                            }[];
                            maxFriends: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/held-mails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            heldMails: {
                                id: number;
                                photoCount: number;
                                /** @enum {string} */
                                reason: "new_sender" | "unproved";
                                receivedAt: string;
                                sender: string;
                                subject: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/held-mails/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/held-mails/{id}/deny": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/help/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    locale?: "en-US" | "de-DE" | "es-ES" | "it-IT" | "jp-JP" | "fr-FR";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            articles: {
                                /** @enum {string} */
                                locale: "en-US" | "de-DE" | "es-ES" | "it-IT" | "jp-JP" | "fr-FR";
                                /** @enum {string} */
                                slug: "getting-started" | "pairing-a-frame" | "frames-as-gifts" | "photos-by-mail" | "sharing-albums" | "friends-and-private-photos" | "connected-albums-and-imports" | "frames-offline-and-brightness" | "privacy-and-deleting-data" | "self-hosting";
                                summary: string;
                                title: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/help/articles/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    locale?: "en-US" | "de-DE" | "es-ES" | "it-IT" | "jp-JP" | "fr-FR";
                };
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            headings: {
                                id: string;
                                text: string;
                            }[];
                            html: string;
                            /** @enum {string} */
                            locale: "en-US" | "de-DE" | "es-ES" | "it-IT" | "jp-JP" | "fr-FR";
                            /** @enum {string} */
                            slug: "getting-started" | "pairing-a-frame" | "frames-as-gifts" | "photos-by-mail" | "sharing-albums" | "friends-and-private-photos" | "connected-albums-and-imports" | "frames-offline-and-brightness" | "privacy-and-deleting-data" | "self-hosting";
                            summary: string;
                            title: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/help/faq": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    locale?: "en-US" | "de-DE" | "es-ES" | "it-IT" | "jp-JP" | "fr-FR";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            entries: {
                                anchor: string;
                                answerHtml: string;
                                question: string;
                                /** @enum {string} */
                                slug: "getting-started" | "pairing-a-frame" | "frames-as-gifts" | "photos-by-mail" | "sharing-albums" | "friends-and-private-photos" | "connected-albums-and-imports" | "frames-offline-and-brightness" | "privacy-and-deleting-data" | "self-hosting";
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/help/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    locale?: "en-US" | "de-DE" | "es-ES" | "it-IT" | "jp-JP" | "fr-FR";
                    q: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            results: {
                                /** @enum {string} */
                                slug: "getting-started" | "pairing-a-frame" | "frames-as-gifts" | "photos-by-mail" | "sharing-albums" | "friends-and-private-photos" | "connected-albums-and-imports" | "frames-offline-and-brightness" | "privacy-and-deleting-data" | "self-hosting";
                                snippet: string;
                                summary: string;
                                title: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            imports: {
                                albumCount: number;
                                createdAt: string;
                                currentAlbum: string | null;
                                duplicateCount: number;
                                errorCode: string | null;
                                finishedAt: string | null;
                                /** @enum {string|null} */
                                format: "takeout" | "facebook" | "instagram" | "kinframe" | null;
                                id: number;
                                importedCount: number;
                                includeStories: boolean;
                                parts: {
                                    index: number;
                                    isUploaded: boolean;
                                    name: string;
                                    sizeBytes: number;
                                }[];
                                progress: {
                                    done: number;
                                    total: number;
                                } | null;
                                /** @enum {string|null} */
                                provider: "facebook" | "instagram" | "flickr" | null;
                                refusedCount: number;
                                /** @enum {string} */
                                state: "uploading" | "reading" | "importing" | "done" | "cancelled" | "failed";
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        format: "takeout" | "facebook" | "instagram" | "kinframe";
                        /** @default false */
                        includeStories?: boolean;
                        parts: {
                            name: string;
                            sizeBytes: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            albumCount: number;
                            createdAt: string;
                            currentAlbum: string | null;
                            duplicateCount: number;
                            errorCode: string | null;
                            finishedAt: string | null;
                            /** @enum {string|null} */
                            format: "takeout" | "facebook" | "instagram" | "kinframe" | null;
                            id: number;
                            importedCount: number;
                            includeStories: boolean;
                            parts: {
                                index: number;
                                isUploaded: boolean;
                                name: string;
                                sizeBytes: number;
                            }[];
                            progress: {
                                done: number;
                                total: number;
                            } | null;
                            /** @enum {string|null} */
                            provider: "facebook" | "instagram" | "flickr" | null;
                            refusedCount: number;
                            /** @enum {string} */
                            state: "uploading" | "reading" | "importing" | "done" | "cancelled" | "failed";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            albumCount: number;
                            createdAt: string;
                            currentAlbum: string | null;
                            duplicateCount: number;
                            errorCode: string | null;
                            finishedAt: string | null;
                            /** @enum {string|null} */
                            format: "takeout" | "facebook" | "instagram" | "kinframe" | null;
                            id: number;
                            importedCount: number;
                            includeStories: boolean;
                            parts: {
                                index: number;
                                isUploaded: boolean;
                                name: string;
                                sizeBytes: number;
                            }[];
                            progress: {
                                done: number;
                                total: number;
                            } | null;
                            /** @enum {string|null} */
                            provider: "facebook" | "instagram" | "flickr" | null;
                            refusedCount: number;
                            /** @enum {string} */
                            state: "uploading" | "reading" | "importing" | "done" | "cancelled" | "failed";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/imports/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            albumCount: number;
                            createdAt: string;
                            currentAlbum: string | null;
                            duplicateCount: number;
                            errorCode: string | null;
                            finishedAt: string | null;
                            /** @enum {string|null} */
                            format: "takeout" | "facebook" | "instagram" | "kinframe" | null;
                            id: number;
                            importedCount: number;
                            includeStories: boolean;
                            parts: {
                                index: number;
                                isUploaded: boolean;
                                name: string;
                                sizeBytes: number;
                            }[];
                            progress: {
                                done: number;
                                total: number;
                            } | null;
                            /** @enum {string|null} */
                            provider: "facebook" | "instagram" | "flickr" | null;
                            refusedCount: number;
                            /** @enum {string} */
                            state: "uploading" | "reading" | "importing" | "done" | "cancelled" | "failed";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/imports/{id}/parts/{index}/upload-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    index: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            uploadPolicy: {
                                fields: {
                                    [key: string]: string;
                                };
                                url: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/imports/{id}/refused": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            files: {
                                code: string;
                                name: string;
                                path: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/imports/{id}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            albumCount: number;
                            createdAt: string;
                            currentAlbum: string | null;
                            duplicateCount: number;
                            errorCode: string | null;
                            finishedAt: string | null;
                            /** @enum {string|null} */
                            format: "takeout" | "facebook" | "instagram" | "kinframe" | null;
                            id: number;
                            importedCount: number;
                            includeStories: boolean;
                            parts: {
                                index: number;
                                isUploaded: boolean;
                                name: string;
                                sizeBytes: number;
                            }[];
                            progress: {
                                done: number;
                                total: number;
                            } | null;
                            /** @enum {string|null} */
                            provider: "facebook" | "instagram" | "flickr" | null;
                            refusedCount: number;
                            /** @enum {string} */
                            state: "uploading" | "reading" | "importing" | "done" | "cancelled" | "failed";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/imports/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        albumIds: string[] | null;
                        /** @enum {string} */
                        provider: "facebook" | "instagram" | "flickr";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            albumCount: number;
                            createdAt: string;
                            currentAlbum: string | null;
                            duplicateCount: number;
                            errorCode: string | null;
                            finishedAt: string | null;
                            /** @enum {string|null} */
                            format: "takeout" | "facebook" | "instagram" | "kinframe" | null;
                            id: number;
                            importedCount: number;
                            includeStories: boolean;
                            parts: {
                                index: number;
                                isUploaded: boolean;
                                name: string;
                                sizeBytes: number;
                            }[];
                            progress: {
                                done: number;
                                total: number;
                            } | null;
                            /** @enum {string|null} */
                            provider: "facebook" | "instagram" | "flickr" | null;
                            refusedCount: number;
                            /** @enum {string} */
                            state: "uploading" | "reading" | "importing" | "done" | "cancelled" | "failed";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            invitations: {
                                createdAt: string;
                                createdBy: {
                                    displayName: string;
                                    username: string;
                                } | null;
                                email: string | null;
                                expiresAt: string;
                                id: number;
                                maxUses: number;
                                note: string;
                                /** @enum {string} */
                                plan: "plus" | "lite";
                                revokedAt: string | null;
                                /** @enum {string} */
                                state: "open" | "used" | "expired" | "revoked";
                                useCount: number;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email?: string;
                        /** @default 14 */
                        expiresInDays?: number;
                        /** @default 1 */
                        maxUses?: number;
                        /** @default  */
                        note?: string;
                        /** @enum {string} */
                        plan: "plus" | "lite";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            createdBy: {
                                displayName: string;
                                username: string;
                            } | null;
                            email: string | null;
                            expiresAt: string;
                            id: number;
                            link: string;
                            maxUses: number;
                            note: string;
                            /** @enum {string} */
                            plan: "plus" | "lite";
                            revokedAt: string | null;
                            /** @enum {string} */
                            state: "open" | "used" | "expired" | "revoked";
                            useCount: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/invitations/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            createdBy: {
                                displayName: string;
                                username: string;
                            } | null;
                            email: string | null;
                            expiresAt: string;
                            id: number;
                            maxUses: number;
                            note: string;
                            /** @enum {string} */
                            plan: "plus" | "lite";
                            revokedAt: string | null;
                            /** @enum {string} */
                            state: "open" | "used" | "expired" | "revoked";
                            useCount: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/is-logged-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            isLoggedIn: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string | null;
                            expiresAt: string;
                            inviter: {
                                displayName: string;
                            } | null;
                            /** @enum {string} */
                            plan: "plus" | "lite";
                            server: {
                                name: string | null;
                                url: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/library/downloads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        itemIds: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            expiresAt: string | null;
                            id: number;
                            itemCount: number;
                            /** @enum {string} */
                            status: "preparing" | "ready" | "failed";
                            url: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/library/downloads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            expiresAt: string | null;
                            id: number;
                            itemCount: number;
                            /** @enum {string} */
                            status: "preparing" | "ready" | "failed";
                            url: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/library/downloads/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/library/duplicates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            analysedCount: number;
                            groups: {
                                items: {
                                    camera: {
                                        lens: string | null;
                                        make: string | null;
                                        model: string | null;
                                    } | null;
                                    caption: string;
                                    createdAt: string;
                                    durationSeconds: number | null;
                                    edit: ({
                                        adjust: {
                                            contrast: number;
                                            exposure: number;
                                            highlights: number;
                                            saturation: number;
                                            shadows: number;
                                            sharpness: number;
                                            tint: number;
                                            vibrance: number;
                                            vignette: number;
                                            warmth: number;
                                        };
                                        crop: {
                                            height: number;
                                            width: number;
                                            x: number;
                                            y: number;
                                        } | null;
                                        flipHorizontal: boolean;
                                        flipVertical: boolean;
                                        /** @enum {string} */
                                        kind: "photo";
                                        look: string | null;
                                        rotate: 0 | 90 | 180 | 270;
                                        straighten: number;
                                        /** @enum {number} */
                                        version: 1;
                                    } | {
                                        /** @enum {string} */
                                        kind: "video";
                                        mute: boolean;
                                        rotate: 0 | 90 | 180 | 270;
                                        trimEnd: number | null;
                                        trimStart: number;
                                        /** @enum {number} */
                                        version: 1;
                                    }) | null;
                                    editPending: boolean;
                                    exposure: {
                                        exposureTime: number | null;
                                        fNumber: number | null;
                                        focalLength: number | null;
                                        iso: number | null;
                                    } | null;
                                    failureCode: string | null;
                                    focus: {
                                        x: number;
                                        y: number;
                                    } | null;
                                    height: number | null;
                                    id: number;
                                    isBest: boolean;
                                    isFavourite: boolean;
                                    /** @enum {string} */
                                    kind: "photo" | "video";
                                    name: string;
                                    /** @enum {string|null} */
                                    orientation: "landscape" | "portrait" | "square" | null;
                                    place: {
                                        city: string | null;
                                        country: string | null;
                                        latitude: number | null;
                                        longitude: number | null;
                                        region: string | null;
                                    } | null;
                                    sizeBytes: number;
                                    /** @enum {string} */
                                    status: "processing" | "ready" | "failed";
                                    tagIds: number[];
                                    uploadedAt: string;
                                    urls: {
                                        edited: string | null;
                                        original: string;
                                        poster: string | null;
                                        preview: string | null;
                                        ratio: string | null;
                                        square: string | null;
                                        video: string | null;
                                    };
                                    width: number | null;
                                }[];
                            }[];
                            hasMore: boolean;
                            waitingCount: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/library/duplicates/keep": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        keepId: number;
                        trashIds: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            trashed: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/library/duplicates/keep-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        itemIds: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            kept: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/library/exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            export: {
                                createdAt: string;
                                expiresAt: string | null;
                                id: number;
                                itemsDone: number;
                                itemsTotal: number;
                                parts: {
                                    name: string;
                                    sizeBytes: number;
                                    url: string;
                                }[];
                                /** @enum {string} */
                                status: "preparing" | "ready" | "failed";
                            } | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            expiresAt: string | null;
                            id: number;
                            itemsDone: number;
                            itemsTotal: number;
                            parts: {
                                name: string;
                                sizeBytes: number;
                                url: string;
                            }[];
                            /** @enum {string} */
                            status: "preparing" | "ready" | "failed";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/library/exports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            expiresAt: string | null;
                            id: number;
                            itemsDone: number;
                            itemsTotal: number;
                            parts: {
                                name: string;
                                sizeBytes: number;
                                url: string;
                            }[];
                            /** @enum {string} */
                            status: "preparing" | "ready" | "failed";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/library/exports/{id}/parts/{part}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    part: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/library/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    city?: string;
                    country?: string;
                    cursor?: string;
                    east?: number;
                    favourites?: boolean | ("true" | "false");
                    from?: string;
                    limit?: number;
                    north?: number;
                    ratio?: "all" | "landscape" | "portrait" | "square";
                    sort?: "created" | "uploaded";
                    south?: number;
                    tag?: number;
                    type?: "all" | "photos" | "videos";
                    west?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                camera: {
                                    lens: string | null;
                                    make: string | null;
                                    model: string | null;
                                } | null;
                                caption: string;
                                createdAt: string;
                                durationSeconds: number | null;
                                edit: ({
                                    adjust: {
                                        contrast: number;
                                        exposure: number;
                                        highlights: number;
                                        saturation: number;
                                        shadows: number;
                                        sharpness: number;
                                        tint: number;
                                        vibrance: number;
                                        vignette: number;
                                        warmth: number;
                                    };
                                    crop: {
                                        height: number;
                                        width: number;
                                        x: number;
                                        y: number;
                                    } | null;
                                    flipHorizontal: boolean;
                                    flipVertical: boolean;
                                    /** @enum {string} */
                                    kind: "photo";
                                    look: string | null;
                                    rotate: 0 | 90 | 180 | 270;
                                    straighten: number;
                                    /** @enum {number} */
                                    version: 1;
                                } | {
                                    /** @enum {string} */
                                    kind: "video";
                                    mute: boolean;
                                    rotate: 0 | 90 | 180 | 270;
                                    trimEnd: number | null;
                                    trimStart: number;
                                    /** @enum {number} */
                                    version: 1;
                                }) | null;
                                editPending: boolean;
                                exposure: {
                                    exposureTime: number | null;
                                    fNumber: number | null;
                                    focalLength: number | null;
                                    iso: number | null;
                                } | null;
                                failureCode: string | null;
                                focus: {
                                    x: number;
                                    y: number;
                                } | null;
                                height: number | null;
                                id: number;
                                isFavourite: boolean;
                                /** @enum {string} */
                                kind: "photo" | "video";
                                name: string;
                                /** @enum {string|null} */
                                orientation: "landscape" | "portrait" | "square" | null;
                                place: {
                                    city: string | null;
                                    country: string | null;
                                    latitude: number | null;
                                    longitude: number | null;
                                    region: string | null;
                                } | null;
                                sizeBytes: number;
                                /** @enum {string} */
                                status: "processing" | "ready" | "failed";
                                tagIds: number[];
                                uploadedAt: string;
                                urls: {
                                    edited: string | null;
                                    original: string;
                                    poster: string | null;
                                    preview: string | null;
                                    ratio: string | null;
                                    square: string | null;
                                    video: string | null;
                                };
                                width: number | null;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/library/items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            camera: {
                                lens: string | null;
                                make: string | null;
                                model: string | null;
                            } | null;
                            caption: string;
                            createdAt: string;
                            durationSeconds: number | null;
                            edit: ({
                                adjust: {
                                    contrast: number;
                                    exposure: number;
                                    highlights: number;
                                    saturation: number;
                                    shadows: number;
                                    sharpness: number;
                                    tint: number;
                                    vibrance: number;
                                    vignette: number;
                                    warmth: number;
                                };
                                crop: {
                                    height: number;
                                    width: number;
                                    x: number;
                                    y: number;
                                } | null;
                                flipHorizontal: boolean;
                                flipVertical: boolean;
                                /** @enum {string} */
                                kind: "photo";
                                look: string | null;
                                rotate: 0 | 90 | 180 | 270;
                                straighten: number;
                                /** @enum {number} */
                                version: 1;
                            } | {
                                /** @enum {string} */
                                kind: "video";
                                mute: boolean;
                                rotate: 0 | 90 | 180 | 270;
                                trimEnd: number | null;
                                trimStart: number;
                                /** @enum {number} */
                                version: 1;
                            }) | null;
                            editPending: boolean;
                            exposure: {
                                exposureTime: number | null;
                                fNumber: number | null;
                                focalLength: number | null;
                                iso: number | null;
                            } | null;
                            failureCode: string | null;
                            focus: {
                                x: number;
                                y: number;
                            } | null;
                            height: number | null;
                            id: number;
                            isFavourite: boolean;
                            /** @enum {string} */
                            kind: "photo" | "video";
                            name: string;
                            /** @enum {string|null} */
                            orientation: "landscape" | "portrait" | "square" | null;
                            place: {
                                city: string | null;
                                country: string | null;
                                latitude: number | null;
                                longitude: number | null;
                                region: string | null;
                            } | null;
                            sizeBytes: number;
                            /** @enum {string} */
                            status: "processing" | "ready" | "failed";
                            tagIds: number[];
                            uploadedAt: string;
                            urls: {
                                edited: string | null;
                                original: string;
                                poster: string | null;
                                preview: string | null;
                                ratio: string | null;
                                square: string | null;
                                video: string | null;
                            };
                            width: number | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        caption?: string;
                        createdAt?: string;
                        isFavourite?: boolean;
                        place?: {
                            latitude: number;
                            longitude: number;
                        } | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            camera: {
                                lens: string | null;
                                make: string | null;
                                model: string | null;
                            } | null;
                            caption: string;
                            createdAt: string;
                            durationSeconds: number | null;
                            edit: ({
                                adjust: {
                                    contrast: number;
                                    exposure: number;
                                    highlights: number;
                                    saturation: number;
                                    shadows: number;
                                    sharpness: number;
                                    tint: number;
                                    vibrance: number;
                                    vignette: number;
                                    warmth: number;
                                };
                                crop: {
                                    height: number;
                                    width: number;
                                    x: number;
                                    y: number;
                                } | null;
                                flipHorizontal: boolean;
                                flipVertical: boolean;
                                /** @enum {string} */
                                kind: "photo";
                                look: string | null;
                                rotate: 0 | 90 | 180 | 270;
                                straighten: number;
                                /** @enum {number} */
                                version: 1;
                            } | {
                                /** @enum {string} */
                                kind: "video";
                                mute: boolean;
                                rotate: 0 | 90 | 180 | 270;
                                trimEnd: number | null;
                                trimStart: number;
                                /** @enum {number} */
                                version: 1;
                            }) | null;
                            editPending: boolean;
                            exposure: {
                                exposureTime: number | null;
                                fNumber: number | null;
                                focalLength: number | null;
                                iso: number | null;
                            } | null;
                            failureCode: string | null;
                            focus: {
                                x: number;
                                y: number;
                            } | null;
                            height: number | null;
                            id: number;
                            isFavourite: boolean;
                            /** @enum {string} */
                            kind: "photo" | "video";
                            name: string;
                            /** @enum {string|null} */
                            orientation: "landscape" | "portrait" | "square" | null;
                            place: {
                                city: string | null;
                                country: string | null;
                                latitude: number | null;
                                longitude: number | null;
                                region: string | null;
                            } | null;
                            sizeBytes: number;
                            /** @enum {string} */
                            status: "processing" | "ready" | "failed";
                            tagIds: number[];
                            uploadedAt: string;
                            urls: {
                                edited: string | null;
                                original: string;
                                poster: string | null;
                                preview: string | null;
                                ratio: string | null;
                                square: string | null;
                                video: string | null;
                            };
                            width: number | null;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v3/library/items/{id}/copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        edit: {
                            adjust: {
                                contrast: number;
                                exposure: number;
                                highlights: number;
                                saturation: number;
                                shadows: number;
                                sharpness: number;
                                tint: number;
                                vibrance: number;
                                vignette: number;
                                warmth: number;
                            };
                            crop: {
                                height: number;
                                width: number;
                                x: number;
                                y: number;
                            } | null;
                            flipHorizontal: boolean;
                            flipVertical: boolean;
                            /** @enum {string} */
                            kind: "photo";
                            look: string | null;
                            rotate: 0 | 90 | 180 | 270;
                            straighten: number;
                            /** @enum {number} */
                            version: 1;
                        } | {
                            /** @enum {string} */
                            kind: "video";
                            mute: boolean;
                            rotate: 0 | 90 | 180 | 270;
                            trimEnd: number | null;
                            trimStart: number;
                            /** @enum {number} */
                            version: 1;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            camera: {
                                lens: string | null;
                                make: string | null;
                                model: string | null;
                            } | null;
                            caption: string;
                            createdAt: string;
                            durationSeconds: number | null;
                            edit: ({
                                adjust: {
                                    contrast: number;
                                    exposure: number;
                                    highlights: number;
                                    saturation: number;
                                    shadows: number;
                                    sharpness: number;
                                    tint: number;
                                    vibrance: number;
                                    vignette: number;
                                    warmth: number;
                                };
                                crop: {
                                    height: number;
                                    width: number;
                                    x: number;
                                    y: number;
                                } | null;
                                flipHorizontal: boolean;
                                flipVertical: boolean;
                                /** @enum {string} */
                                kind: "photo";
                                look: string | null;
                                rotate: 0 | 90 | 180 | 270;
                                straighten: number;
                                /** @enum {number} */
                                version: 1;
                            } | {
                                /** @enum {string} */
                                kind: "video";
                                mute: boolean;
                                rotate: 0 | 90 | 180 | 270;
                                trimEnd: number | null;
                                trimStart: number;
                                /** @enum {number} */
                                version: 1;
                            }) | null;
                            editPending: boolean;
                            exposure: {
                                exposureTime: number | null;
                                fNumber: number | null;
                                focalLength: number | null;
                                iso: number | null;
                            } | null;
                            failureCode: string | null;
                            focus: {
                                x: number;
                                y: number;
                            } | null;
                            height: number | null;
                            id: number;
                            isFavourite: boolean;
                            /** @enum {string} */
                            kind: "photo" | "video";
                            name: string;
                            /** @enum {string|null} */
                            orientation: "landscape" | "portrait" | "square" | null;
                            place: {
                                city: string | null;
                                country: string | null;
                                latitude: number | null;
                                longitude: number | null;
                                region: string | null;
                            } | null;
                            sizeBytes: number;
                            /** @enum {string} */
                            status: "processing" | "ready" | "failed";
                            tagIds: number[];
                            uploadedAt: string;
                            urls: {
                                edited: string | null;
                                original: string;
                                poster: string | null;
                                preview: string | null;
                                ratio: string | null;
                                square: string | null;
                                video: string | null;
                            };
                            width: number | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/library/items/{id}/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            albums: {
                                id: number;
                                name: string;
                            }[];
                            copiedFrom: string | null;
                            sender: string | null;
                            /** @enum {string} */
                            source: "upload" | "email" | "copy" | "dropbox" | "google" | "facebook" | "instagram" | "flickr";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/library/items/{id}/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        adjust: {
                            contrast: number;
                            exposure: number;
                            highlights: number;
                            saturation: number;
                            shadows: number;
                            sharpness: number;
                            tint: number;
                            vibrance: number;
                            vignette: number;
                            warmth: number;
                        };
                        crop: {
                            height: number;
                            width: number;
                            x: number;
                            y: number;
                        } | null;
                        flipHorizontal: boolean;
                        flipVertical: boolean;
                        /** @enum {string} */
                        kind: "photo";
                        look: string | null;
                        rotate: 0 | 90 | 180 | 270;
                        straighten: number;
                        /** @enum {number} */
                        version: 1;
                    } | {
                        /** @enum {string} */
                        kind: "video";
                        mute: boolean;
                        rotate: 0 | 90 | 180 | 270;
                        trimEnd: number | null;
                        trimStart: number;
                        /** @enum {number} */
                        version: 1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            camera: {
                                lens: string | null;
                                make: string | null;
                                model: string | null;
                            } | null;
                            caption: string;
                            createdAt: string;
                            durationSeconds: number | null;
                            edit: ({
                                adjust: {
                                    contrast: number;
                                    exposure: number;
                                    highlights: number;
                                    saturation: number;
                                    shadows: number;
                                    sharpness: number;
                                    tint: number;
                                    vibrance: number;
                                    vignette: number;
                                    warmth: number;
                                };
                                crop: {
                                    height: number;
                                    width: number;
                                    x: number;
                                    y: number;
                                } | null;
                                flipHorizontal: boolean;
                                flipVertical: boolean;
                                /** @enum {string} */
                                kind: "photo";
                                look: string | null;
                                rotate: 0 | 90 | 180 | 270;
                                straighten: number;
                                /** @enum {number} */
                                version: 1;
                            } | {
                                /** @enum {string} */
                                kind: "video";
                                mute: boolean;
                                rotate: 0 | 90 | 180 | 270;
                                trimEnd: number | null;
                                trimStart: number;
                                /** @enum {number} */
                                version: 1;
                            }) | null;
                            editPending: boolean;
                            exposure: {
                                exposureTime: number | null;
                                fNumber: number | null;
                                focalLength: number | null;
                                iso: number | null;
                            } | null;
                            failureCode: string | null;
                            focus: {
                                x: number;
                                y: number;
                            } | null;
                            height: number | null;
                            id: number;
                            isFavourite: boolean;
                            /** @enum {string} */
                            kind: "photo" | "video";
                            name: string;
                            /** @enum {string|null} */
                            orientation: "landscape" | "portrait" | "square" | null;
                            place: {
                                city: string | null;
                                country: string | null;
                                latitude: number | null;
                                longitude: number | null;
                                region: string | null;
                            } | null;
                            sizeBytes: number;
                            /** @enum {string} */
                            status: "processing" | "ready" | "failed";
                            tagIds: number[];
                            uploadedAt: string;
                            urls: {
                                edited: string | null;
                                original: string;
                                poster: string | null;
                                preview: string | null;
                                ratio: string | null;
                                square: string | null;
                                video: string | null;
                            };
                            width: number | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            camera: {
                                lens: string | null;
                                make: string | null;
                                model: string | null;
                            } | null;
                            caption: string;
                            createdAt: string;
                            durationSeconds: number | null;
                            edit: ({
                                adjust: {
                                    contrast: number;
                                    exposure: number;
                                    highlights: number;
                                    saturation: number;
                                    shadows: number;
                                    sharpness: number;
                                    tint: number;
                                    vibrance: number;
                                    vignette: number;
                                    warmth: number;
                                };
                                crop: {
                                    height: number;
                                    width: number;
                                    x: number;
                                    y: number;
                                } | null;
                                flipHorizontal: boolean;
                                flipVertical: boolean;
                                /** @enum {string} */
                                kind: "photo";
                                look: string | null;
                                rotate: 0 | 90 | 180 | 270;
                                straighten: number;
                                /** @enum {number} */
                                version: 1;
                            } | {
                                /** @enum {string} */
                                kind: "video";
                                mute: boolean;
                                rotate: 0 | 90 | 180 | 270;
                                trimEnd: number | null;
                                trimStart: number;
                                /** @enum {number} */
                                version: 1;
                            }) | null;
                            editPending: boolean;
                            exposure: {
                                exposureTime: number | null;
                                fNumber: number | null;
                                focalLength: number | null;
                                iso: number | null;
                            } | null;
                            failureCode: string | null;
                            focus: {
                                x: number;
                                y: number;
                            } | null;
                            height: number | null;
                            id: number;
                            isFavourite: boolean;
                            /** @enum {string} */
                            kind: "photo" | "video";
                            name: string;
                            /** @enum {string|null} */
                            orientation: "landscape" | "portrait" | "square" | null;
                            place: {
                                city: string | null;
                                country: string | null;
                                latitude: number | null;
                                longitude: number | null;
                                region: string | null;
                            } | null;
                            sizeBytes: number;
                            /** @enum {string} */
                            status: "processing" | "ready" | "failed";
                            tagIds: number[];
                            uploadedAt: string;
                            urls: {
                                edited: string | null;
                                original: string;
                                poster: string | null;
                                preview: string | null;
                                ratio: string | null;
                                square: string | null;
                                video: string | null;
                            };
                            width: number | null;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/library/items/{id}/focus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        x: number;
                        y: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            camera: {
                                lens: string | null;
                                make: string | null;
                                model: string | null;
                            } | null;
                            caption: string;
                            createdAt: string;
                            durationSeconds: number | null;
                            edit: ({
                                adjust: {
                                    contrast: number;
                                    exposure: number;
                                    highlights: number;
                                    saturation: number;
                                    shadows: number;
                                    sharpness: number;
                                    tint: number;
                                    vibrance: number;
                                    vignette: number;
                                    warmth: number;
                                };
                                crop: {
                                    height: number;
                                    width: number;
                                    x: number;
                                    y: number;
                                } | null;
                                flipHorizontal: boolean;
                                flipVertical: boolean;
                                /** @enum {string} */
                                kind: "photo";
                                look: string | null;
                                rotate: 0 | 90 | 180 | 270;
                                straighten: number;
                                /** @enum {number} */
                                version: 1;
                            } | {
                                /** @enum {string} */
                                kind: "video";
                                mute: boolean;
                                rotate: 0 | 90 | 180 | 270;
                                trimEnd: number | null;
                                trimStart: number;
                                /** @enum {number} */
                                version: 1;
                            }) | null;
                            editPending: boolean;
                            exposure: {
                                exposureTime: number | null;
                                fNumber: number | null;
                                focalLength: number | null;
                                iso: number | null;
                            } | null;
                            failureCode: string | null;
                            focus: {
                                x: number;
                                y: number;
                            } | null;
                            height: number | null;
                            id: number;
                            isFavourite: boolean;
                            /** @enum {string} */
                            kind: "photo" | "video";
                            name: string;
                            /** @enum {string|null} */
                            orientation: "landscape" | "portrait" | "square" | null;
                            place: {
                                city: string | null;
                                country: string | null;
                                latitude: number | null;
                                longitude: number | null;
                                region: string | null;
                            } | null;
                            sizeBytes: number;
                            /** @enum {string} */
                            status: "processing" | "ready" | "failed";
                            tagIds: number[];
                            uploadedAt: string;
                            urls: {
                                edited: string | null;
                                original: string;
                                poster: string | null;
                                preview: string | null;
                                ratio: string | null;
                                square: string | null;
                                video: string | null;
                            };
                            width: number | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            camera: {
                                lens: string | null;
                                make: string | null;
                                model: string | null;
                            } | null;
                            caption: string;
                            createdAt: string;
                            durationSeconds: number | null;
                            edit: ({
                                adjust: {
                                    contrast: number;
                                    exposure: number;
                                    highlights: number;
                                    saturation: number;
                                    shadows: number;
                                    sharpness: number;
                                    tint: number;
                                    vibrance: number;
                                    vignette: number;
                                    warmth: number;
                                };
                                crop: {
                                    height: number;
                                    width: number;
                                    x: number;
                                    y: number;
                                } | null;
                                flipHorizontal: boolean;
                                flipVertical: boolean;
                                /** @enum {string} */
                                kind: "photo";
                                look: string | null;
                                rotate: 0 | 90 | 180 | 270;
                                straighten: number;
                                /** @enum {number} */
                                version: 1;
                            } | {
                                /** @enum {string} */
                                kind: "video";
                                mute: boolean;
                                rotate: 0 | 90 | 180 | 270;
                                trimEnd: number | null;
                                trimStart: number;
                                /** @enum {number} */
                                version: 1;
                            }) | null;
                            editPending: boolean;
                            exposure: {
                                exposureTime: number | null;
                                fNumber: number | null;
                                focalLength: number | null;
                                iso: number | null;
                            } | null;
                            failureCode: string | null;
                            focus: {
                                x: number;
                                y: number;
                            } | null;
                            height: number | null;
                            id: number;
                            isFavourite: boolean;
                            /** @enum {string} */
                            kind: "photo" | "video";
                            name: string;
                            /** @enum {string|null} */
                            orientation: "landscape" | "portrait" | "square" | null;
                            place: {
                                city: string | null;
                                country: string | null;
                                latitude: number | null;
                                longitude: number | null;
                                region: string | null;
                            } | null;
                            sizeBytes: number;
                            /** @enum {string} */
                            status: "processing" | "ready" | "failed";
                            tagIds: number[];
                            uploadedAt: string;
                            urls: {
                                edited: string | null;
                                original: string;
                                poster: string | null;
                                preview: string | null;
                                ratio: string | null;
                                square: string | null;
                                video: string | null;
                            };
                            width: number | null;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/library/items/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        itemIds: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deleted: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/library/items/favourite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        isFavourite: boolean;
                        itemIds: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            updated: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/library/places": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cities: {
                                city: string | null;
                                count: number;
                                country: string;
                                coverItemId: number;
                                coverUrl: string | null;
                                region: string | null;
                            }[];
                            countries: {
                                city: string | null;
                                count: number;
                                country: string;
                                coverItemId: number;
                                coverUrl: string | null;
                                region: string | null;
                            }[];
                            positioned: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/library/places/map": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    east: number;
                    north: number;
                    south: number;
                    west: number;
                    zoom: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            clusters: {
                                bounds: {
                                    east: number;
                                    north: number;
                                    south: number;
                                    west: number;
                                };
                                count: number;
                                coverUrl: string | null;
                                itemId?: number;
                                latitude: number;
                                longitude: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/library/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            duplicateGroups: number;
                            unfit: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/library/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    city?: string;
                    country?: string;
                    east?: number;
                    favourites?: boolean;
                    north?: number;
                    ratio?: "all" | "landscape" | "portrait" | "square";
                    shapes?: boolean;
                    sort?: "created" | "uploaded";
                    south?: number;
                    tag?: number;
                    type?: "all" | "photos" | "videos";
                    west?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            days: {
                                count: number;
                                date: string;
                                shapes?: string;
                            }[];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/library/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tags: {
                                id: number;
                                itemCount: number;
                                name: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            itemCount: number;
                            name: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/library/tags/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            itemCount: number;
                            name: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v3/library/tags/{id}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        itemIds: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            itemCount: number;
                            name: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/library/tags/{id}/items/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        itemIds: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            itemCount: number;
                            name: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/library/trash": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                camera: {
                                    lens: string | null;
                                    make: string | null;
                                    model: string | null;
                                } | null;
                                caption: string;
                                createdAt: string;
                                durationSeconds: number | null;
                                edit: ({
                                    adjust: {
                                        contrast: number;
                                        exposure: number;
                                        highlights: number;
                                        saturation: number;
                                        shadows: number;
                                        sharpness: number;
                                        tint: number;
                                        vibrance: number;
                                        vignette: number;
                                        warmth: number;
                                    };
                                    crop: {
                                        height: number;
                                        width: number;
                                        x: number;
                                        y: number;
                                    } | null;
                                    flipHorizontal: boolean;
                                    flipVertical: boolean;
                                    /** @enum {string} */
                                    kind: "photo";
                                    look: string | null;
                                    rotate: 0 | 90 | 180 | 270;
                                    straighten: number;
                                    /** @enum {number} */
                                    version: 1;
                                } | {
                                    /** @enum {string} */
                                    kind: "video";
                                    mute: boolean;
                                    rotate: 0 | 90 | 180 | 270;
                                    trimEnd: number | null;
                                    trimStart: number;
                                    /** @enum {number} */
                                    version: 1;
                                }) | null;
                                editPending: boolean;
                                exposure: {
                                    exposureTime: number | null;
                                    fNumber: number | null;
                                    focalLength: number | null;
                                    iso: number | null;
                                } | null;
                                failureCode: string | null;
                                focus: {
                                    x: number;
                                    y: number;
                                } | null;
                                height: number | null;
                                id: number;
                                isFavourite: boolean;
                                /** @enum {string} */
                                kind: "photo" | "video";
                                name: string;
                                /** @enum {string|null} */
                                orientation: "landscape" | "portrait" | "square" | null;
                                place: {
                                    city: string | null;
                                    country: string | null;
                                    latitude: number | null;
                                    longitude: number | null;
                                    region: string | null;
                                } | null;
                                sizeBytes: number;
                                /** @enum {string} */
                                status: "processing" | "ready" | "failed";
                                tagIds: number[];
                                trashedAt: string;
                                uploadedAt: string;
                                urls: {
                                    edited: string | null;
                                    original: string;
                                    poster: string | null;
                                    preview: string | null;
                                    ratio: string | null;
                                    square: string | null;
                                    video: string | null;
                                };
                                width: number | null;
                            }[];
                            keepDays: number;
                            nextCursor: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deleted: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/library/trash/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deleted: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/library/trash/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            restored: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/library/unfit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                    reviewed?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                camera: {
                                    lens: string | null;
                                    make: string | null;
                                    model: string | null;
                                } | null;
                                caption: string;
                                createdAt: string;
                                durationSeconds: number | null;
                                edit: ({
                                    adjust: {
                                        contrast: number;
                                        exposure: number;
                                        highlights: number;
                                        saturation: number;
                                        shadows: number;
                                        sharpness: number;
                                        tint: number;
                                        vibrance: number;
                                        vignette: number;
                                        warmth: number;
                                    };
                                    crop: {
                                        height: number;
                                        width: number;
                                        x: number;
                                        y: number;
                                    } | null;
                                    flipHorizontal: boolean;
                                    flipVertical: boolean;
                                    /** @enum {string} */
                                    kind: "photo";
                                    look: string | null;
                                    rotate: 0 | 90 | 180 | 270;
                                    straighten: number;
                                    /** @enum {number} */
                                    version: 1;
                                } | {
                                    /** @enum {string} */
                                    kind: "video";
                                    mute: boolean;
                                    rotate: 0 | 90 | 180 | 270;
                                    trimEnd: number | null;
                                    trimStart: number;
                                    /** @enum {number} */
                                    version: 1;
                                }) | null;
                                editPending: boolean;
                                exposure: {
                                    exposureTime: number | null;
                                    fNumber: number | null;
                                    focalLength: number | null;
                                    iso: number | null;
                                } | null;
                                failureCode: string | null;
                                focus: {
                                    x: number;
                                    y: number;
                                } | null;
                                height: number | null;
                                id: number;
                                isFavourite: boolean;
                                /** @enum {string} */
                                kind: "photo" | "video";
                                name: string;
                                /** @enum {string|null} */
                                orientation: "landscape" | "portrait" | "square" | null;
                                place: {
                                    city: string | null;
                                    country: string | null;
                                    latitude: number | null;
                                    longitude: number | null;
                                    region: string | null;
                                } | null;
                                reasons: ("screenshot" | "document" | "blurred" | "dark")[];
                                sizeBytes: number;
                                /** @enum {string} */
                                status: "processing" | "ready" | "failed";
                                tagIds: number[];
                                uploadedAt: string;
                                urls: {
                                    edited: string | null;
                                    original: string;
                                    poster: string | null;
                                    preview: string | null;
                                    ratio: string | null;
                                    square: string | null;
                                    video: string | null;
                                };
                                /** @enum {string|null} */
                                verdict: "agreed" | "overruled" | null;
                                width: number | null;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/library/unfit/verdict": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        itemIds: number[];
                        /** @enum {string} */
                        verdict: "agreed" | "overruled";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            updated: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/library/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: {
                    lastModified?: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            item: {
                                camera: {
                                    lens: string | null;
                                    make: string | null;
                                    model: string | null;
                                } | null;
                                caption: string;
                                createdAt: string;
                                durationSeconds: number | null;
                                edit: ({
                                    adjust: {
                                        contrast: number;
                                        exposure: number;
                                        highlights: number;
                                        saturation: number;
                                        shadows: number;
                                        sharpness: number;
                                        tint: number;
                                        vibrance: number;
                                        vignette: number;
                                        warmth: number;
                                    };
                                    crop: {
                                        height: number;
                                        width: number;
                                        x: number;
                                        y: number;
                                    } | null;
                                    flipHorizontal: boolean;
                                    flipVertical: boolean;
                                    /** @enum {string} */
                                    kind: "photo";
                                    look: string | null;
                                    rotate: 0 | 90 | 180 | 270;
                                    straighten: number;
                                    /** @enum {number} */
                                    version: 1;
                                } | {
                                    /** @enum {string} */
                                    kind: "video";
                                    mute: boolean;
                                    rotate: 0 | 90 | 180 | 270;
                                    trimEnd: number | null;
                                    trimStart: number;
                                    /** @enum {number} */
                                    version: 1;
                                }) | null;
                                editPending: boolean;
                                exposure: {
                                    exposureTime: number | null;
                                    fNumber: number | null;
                                    focalLength: number | null;
                                    iso: number | null;
                                } | null;
                                failureCode: string | null;
                                focus: {
                                    x: number;
                                    y: number;
                                } | null;
                                height: number | null;
                                id: number;
                                isFavourite: boolean;
                                /** @enum {string} */
                                kind: "photo" | "video";
                                name: string;
                                /** @enum {string|null} */
                                orientation: "landscape" | "portrait" | "square" | null;
                                place: {
                                    city: string | null;
                                    country: string | null;
                                    latitude: number | null;
                                    longitude: number | null;
                                    region: string | null;
                                } | null;
                                sizeBytes: number;
                                /** @enum {string} */
                                status: "processing" | "ready" | "failed";
                                tagIds: number[];
                                uploadedAt: string;
                                urls: {
                                    edited: string | null;
                                    original: string;
                                    poster: string | null;
                                    preview: string | null;
                                    ratio: string | null;
                                    square: string | null;
                                    video: string | null;
                                };
                                width: number | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/library/video-storage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            isFull: boolean;
                            percentage: number;
                            totalBytes: number;
                            usedBytes: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/membership": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cancelAtPeriodEnd: boolean;
                            canManageBilling: boolean;
                            endDate: string | null;
                            nextBillingDate: string | null;
                            plan: {
                                currency: string;
                                /** @enum {string} */
                                frequency: "quarterly" | "monthly" | "annual";
                                name: string;
                                price: number;
                            };
                            /** @enum {string} */
                            provider: "none" | "stripe";
                            /** @enum {string} */
                            status: "trialing" | "active" | "past_due" | "canceled" | "expired";
                            /** @enum {string} */
                            tier: "plus" | "lite";
                            trialEndDate: string | null;
                            trialStartDate: string | null;
                            usage: {
                                frames: {
                                    count: number;
                                    max: number;
                                };
                                hasUnlimitedPhotoStorage: boolean;
                                sharedAlbums: number;
                                videoStorage: {
                                    isFull: boolean;
                                    percentage: number;
                                    totalBytes: number;
                                    usedBytes: number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            nextCursor: string | null;
                            notifications: {
                                actor: {
                                    avatarUrl: string | null;
                                    displayName: string;
                                    id: number;
                                    username: string;
                                } | null;
                                createdAt: string;
                                id: number;
                                link: string;
                                params: {
                                    [key: string]: string | number;
                                };
                                pictures: {
                                    itemId: number;
                                    url: string;
                                }[];
                                readAt: string | null;
                                resolvedAt: string | null;
                                /** @enum {string} */
                                type: "friend_request" | "friend_accepted" | "friend_declined" | "album_invitation" | "album_invitation_accepted" | "album_invitation_declined" | "album_items_added" | "photos_received" | "sender_awaiting_approval" | "mail_unproved" | "emailed_photos" | "emailed_photos_known" | "download_ready" | "upload_finished" | "upload_failed" | "frame_offline" | "frame_back_online" | "import_finished" | "import_failed" | "support_answered" | "community_reply" | "competition_results";
                                updatedAt: string;
                            }[];
                            unreadCount: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        all?: boolean;
                        /** @default [] */
                        ids?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            unreadCount: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/password/retrieval/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/x-www-form-urlencoded": {
                        /** @default  */
                        email?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/places/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    q: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            places: {
                                city: string;
                                country: string;
                                latitude: number;
                                longitude: number;
                                region: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    city?: string;
                    country?: string;
                    cursor?: string;
                    east?: number;
                    favourites?: boolean | ("true" | "false");
                    from?: string;
                    limit?: number;
                    north?: number;
                    q: string;
                    ratio?: "all" | "landscape" | "portrait" | "square";
                    since?: string;
                    south?: number;
                    tag?: number;
                    type?: "all" | "photos" | "videos";
                    until?: string;
                    west?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                camera: {
                                    lens: string | null;
                                    make: string | null;
                                    model: string | null;
                                } | null;
                                caption: string;
                                createdAt: string;
                                durationSeconds: number | null;
                                edit: ({
                                    adjust: {
                                        contrast: number;
                                        exposure: number;
                                        highlights: number;
                                        saturation: number;
                                        shadows: number;
                                        sharpness: number;
                                        tint: number;
                                        vibrance: number;
                                        vignette: number;
                                        warmth: number;
                                    };
                                    crop: {
                                        height: number;
                                        width: number;
                                        x: number;
                                        y: number;
                                    } | null;
                                    flipHorizontal: boolean;
                                    flipVertical: boolean;
                                    /** @enum {string} */
                                    kind: "photo";
                                    look: string | null;
                                    rotate: 0 | 90 | 180 | 270;
                                    straighten: number;
                                    /** @enum {number} */
                                    version: 1;
                                } | {
                                    /** @enum {string} */
                                    kind: "video";
                                    mute: boolean;
                                    rotate: 0 | 90 | 180 | 270;
                                    trimEnd: number | null;
                                    trimStart: number;
                                    /** @enum {number} */
                                    version: 1;
                                }) | null;
                                editPending: boolean;
                                exposure: {
                                    exposureTime: number | null;
                                    fNumber: number | null;
                                    focalLength: number | null;
                                    iso: number | null;
                                } | null;
                                failureCode: string | null;
                                focus: {
                                    x: number;
                                    y: number;
                                } | null;
                                height: number | null;
                                id: number;
                                isFavourite: boolean;
                                /** @enum {string} */
                                kind: "photo" | "video";
                                name: string;
                                /** @enum {string|null} */
                                orientation: "landscape" | "portrait" | "square" | null;
                                place: {
                                    city: string | null;
                                    country: string | null;
                                    latitude: number | null;
                                    longitude: number | null;
                                    region: string | null;
                                } | null;
                                sizeBytes: number;
                                /** @enum {string} */
                                status: "processing" | "ready" | "failed";
                                tagIds: number[];
                                uploadedAt: string;
                                urls: {
                                    edited: string | null;
                                    original: string;
                                    poster: string | null;
                                    preview: string | null;
                                    ratio: string | null;
                                    square: string | null;
                                    video: string | null;
                                };
                                width: number | null;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/search/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    q: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            suggestions: {
                                /** @enum {string} */
                                kind: "place" | "country" | "album" | "tag" | "camera";
                                label: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/search/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    city?: string;
                    country?: string;
                    east?: number;
                    favourites?: boolean;
                    north?: number;
                    q: string;
                    ratio?: "all" | "landscape" | "portrait" | "square";
                    shapes?: boolean;
                    since?: string;
                    south?: number;
                    tag?: number;
                    type?: "all" | "photos" | "videos";
                    until?: string;
                    west?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            days: {
                                count: number;
                                date: string;
                                shapes?: string;
                            }[];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/shop/sso": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            url: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    frameId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            albums: {
                                addedToSharedByMonth: {
                                    count: number;
                                    month: string;
                                }[];
                                owned: number;
                                sharedByYou: number;
                                sharedWithYou: number;
                            };
                            frameDays: {
                                asleepSeconds: number;
                                day: string;
                                onlineSeconds: number;
                                shown: number;
                            }[];
                            frameId: number | null;
                            frames: {
                                id: number;
                                name: string;
                            }[];
                            frameTotals: {
                                asleepSeconds: number;
                                frameId: number;
                                onlineSeconds: number;
                                shown: number;
                            }[];
                            library: {
                                bySource: {
                                    count: number;
                                    /** @enum {string} */
                                    source: "upload" | "email" | "copy" | "dropbox" | "google" | "facebook" | "instagram" | "flickr";
                                }[];
                                photos: number;
                                videos: number;
                            };
                            mostShown: {
                                itemId: number;
                                /** @enum {string} */
                                kind: "photo" | "video";
                                shown: number;
                                thumbnailUrl: string | null;
                            }[];
                            timeZone: string;
                            uploadsByMonth: {
                                month: string;
                                photos: number;
                                videos: number;
                            }[];
                            videoStorage: {
                                isFull: boolean;
                                percentage: number;
                                totalBytes: number;
                                usedBytes: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    active?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                name: string;
                                nextBillingDate: string | null;
                                plan: {
                                    currency: string;
                                    /** @enum {string} */
                                    frequency: "quarterly" | "monthly" | "annual";
                                    name: string;
                                    price: number;
                                };
                                /** @enum {string} */
                                status: "trialing" | "active" | "past_due" | "canceled" | "expired";
                                trialStartDate: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/support/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            nextCursor: string | null;
                            tickets: {
                                createdAt: string;
                                id: number;
                                /** @enum {string} */
                                state: "open" | "answered";
                                subject: string;
                                updatedAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        diagnostics?: {
                            appVersion: string;
                            frames: {
                                name: string;
                                playerVersion: string | null;
                                /** @enum {string} */
                                state: "online" | "asleep" | "paused" | "offline" | "stalled";
                            }[];
                            userAgent: string;
                        };
                        message: string;
                        subject: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            id: number;
                            messages: {
                                /** @enum {string} */
                                author: "person" | "operator";
                                body: string;
                                createdAt: string;
                                id: number;
                            }[];
                            /** @enum {string} */
                            state: "open" | "answered";
                            subject: string;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/support/tickets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            id: number;
                            messages: {
                                /** @enum {string} */
                                author: "person" | "operator";
                                body: string;
                                createdAt: string;
                                id: number;
                            }[];
                            /** @enum {string} */
                            state: "open" | "answered";
                            subject: string;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/support/tickets/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            id: number;
                            messages: {
                                /** @enum {string} */
                                author: "person" | "operator";
                                body: string;
                                createdAt: string;
                                id: number;
                            }[];
                            /** @enum {string} */
                            state: "open" | "answered";
                            subject: string;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/users/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/x-www-form-urlencoded": {
                        /** @default  */
                        country?: string;
                        /** @default  */
                        email?: string;
                        /** @default  */
                        firstName?: string;
                        invitation?: string;
                        /** @enum {string} */
                        language?: "en-US" | "de-DE" | "es-ES" | "it-IT" | "jp-JP" | "fr-FR";
                        /** @default  */
                        lastName?: string;
                        /** @default  */
                        password?: string;
                        /** @default  */
                        token?: string;
                        /** @default  */
                        username?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/users/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/users/email-senders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            nextCursor: string | null;
                            senders: {
                                address: string;
                                createdAt: string;
                                id: number;
                                /** @enum {string} */
                                status: "approved" | "blocked";
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/users/email-senders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/users/email/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            avatar: string | null;
                            contact_email: string;
                            country: string;
                            email: string;
                            email_confirmed: boolean;
                            first_name: string;
                            /** @enum {string} */
                            language: "en-US" | "de-DE" | "es-ES" | "it-IT" | "jp-JP" | "fr-FR";
                            last_name: string;
                            pending_email: string | null;
                            product_email: string;
                            /** @enum {string|null} */
                            server_role: "owner" | "operator" | null;
                            stats: {
                                video_storage_used: number;
                            };
                            username: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/users/email/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/users/email/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            avatar: string | null;
                            contact_email: string;
                            country: string;
                            email: string;
                            email_confirmed: boolean;
                            first_name: string;
                            /** @enum {string} */
                            language: "en-US" | "de-DE" | "es-ES" | "it-IT" | "jp-JP" | "fr-FR";
                            last_name: string;
                            pending_email: string | null;
                            product_email: string;
                            /** @enum {string|null} */
                            server_role: "owner" | "operator" | null;
                            stats: {
                                video_storage_used: number;
                            };
                            username: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/users/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        old_password: string;
                        password: string;
                        password_confirm: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/users/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            autoAcceptFriends: boolean;
                            defaultAlbumId: number | null;
                            emailShield: {
                                email_filter: boolean;
                                email_slideshow_id: number;
                            };
                            /** @enum {string} */
                            language: "en-US" | "de-DE" | "es-ES" | "it-IT" | "jp-JP" | "fr-FR";
                        };
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        autoAcceptFriends?: boolean;
                        defaultAlbumId?: number | null;
                        /** @enum {string} */
                        language?: "en-US" | "de-DE" | "es-ES" | "it-IT" | "jp-JP" | "fr-FR";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            autoAcceptFriends: boolean;
                            defaultAlbumId: number | null;
                            emailShield: {
                                email_filter: boolean;
                                email_slideshow_id: number;
                            };
                            /** @enum {string} */
                            language: "en-US" | "de-DE" | "es-ES" | "it-IT" | "jp-JP" | "fr-FR";
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/weather/places": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    q: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            places: {
                                country?: string;
                                latitude: number;
                                longitude: number;
                                name: string;
                                region?: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/www-login/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header: {
                    "x-webapp-version": "2";
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @default  */
                        email?: string;
                        /** @default  */
                        password?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
